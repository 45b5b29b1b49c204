import {
  render,
  type RenderOptions,
  type RenderResult,
} from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import type { ReactElement } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { Toaster } from "../components/toaster";

export interface RenderWithRouterOptions extends Omit<
  RenderOptions,
  "wrapper"
> {
  /** The path the memory router starts at (default "/"). */
  path?: string;
  /** Also render the <Toaster/> so toasts can be found by role (default true). */
  toaster?: boolean;
}

export interface RenderWithRouterResult extends RenderResult {
  user: UserEvent;
  /** The paths visited, oldest first (wouter's memory `history`). */
  history: string[];
  /** Navigate the memory router, as a link click would. */
  navigate: (path: string) => void;
}

/**
 * Renders `ui` inside a wouter memory router and the app's providers (tooltips, toasts), the way
 * the site renders it. Query by role and label; interact with the returned `user`.
 *
 * @example
 * const { user, history } = renderWithRouter(<SiteHeader />, { path: "/about" });
 * await user.click(screen.getByRole("link", { name: "Contact" }));
 * expect(history.at(-1)).toBe("/contact");
 */
export function renderWithRouter(
  ui: ReactElement,
  options: RenderWithRouterOptions = {},
): RenderWithRouterResult {
  const { path = "/", toaster = true, ...renderOptions } = options;
  const location = memoryLocation({ path, record: true });
  const user = userEvent.setup();
  const result = render(
    <Router hook={location.hook}>
      {ui}
      {toaster && <Toaster />}
    </Router>,
    renderOptions,
  );
  return {
    ...result,
    user,
    history: location.history,
    navigate: (to: string) => {
      location.navigate(to);
    },
  };
}
