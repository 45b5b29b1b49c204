import { act, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useNearViewport } from "./use-near-viewport";

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, 400);
  return <div ref={ref}>{near ? "near" : "far"}</div>;
}

function placeAt(top: number) {
  return vi
    .spyOn(HTMLElement.prototype, "getBoundingClientRect")
    .mockReturnValue(new DOMRect(0, top, 100, 100));
}

describe("useNearViewport", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is true at once for an element already within the margin", () => {
    placeAt(window.innerHeight + 100);
    render(<Probe />);
    expect(screen.getByText("near")).toBeInTheDocument();
  });

  it("turns true on scroll once the element comes within the margin, and when it is jumped past", () => {
    const rect = placeAt(window.innerHeight + 2000);
    render(<Probe />);
    expect(screen.getByText("far")).toBeInTheDocument();
    rect.mockReturnValue(new DOMRect(0, -3000, 100, 100));
    act(() => {
      window.dispatchEvent(new Event("scroll"));
    });
    expect(screen.getByText("near")).toBeInTheDocument();
  });
});
