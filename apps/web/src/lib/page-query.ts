/**
 * The home page's query string: `tool=<tool id>` and the active calculator's fields (see
 * components/form/url-state.ts). Writing replaces the current history entry (typing does not
 * pile up history); opening a link in the page (a saved result) pushes one. Parts that restore
 * from the query listen with `onQueryOpened`, which also fires on Back and Forward.
 */
export const TOOL_PARAM = "tool";

const OPENED = "uktax:query-opened";

export function readQuery(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

/** `?tool=…&…` for these entries. */
export function queryString(entries: readonly [string, string][]): string {
  return `?${new URLSearchParams([...entries]).toString()}`;
}

/** Puts these entries in the address bar (same path, no hash), without a new history entry. */
export function writeQuery(entries: readonly [string, string][]): void {
  const next = `${window.location.pathname}${queryString(entries)}`;
  if (next === `${window.location.pathname}${window.location.search}`) return;
  window.history.replaceState(window.history.state, "", next);
}

/** Opens a query in the page (a new history entry), as a link to it would. */
export function openQuery(query: string): void {
  window.history.pushState(null, "", `${window.location.pathname}${query}`);
  window.dispatchEvent(new Event(OPENED));
}

/** Calls `listener` whenever a query is opened in the page or history moves. */
export function onQueryOpened(listener: () => void): () => void {
  window.addEventListener(OPENED, listener);
  window.addEventListener("popstate", listener);
  return () => {
    window.removeEventListener(OPENED, listener);
    window.removeEventListener("popstate", listener);
  };
}
