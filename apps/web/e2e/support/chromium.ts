/** Debian's Chromium (`apt-get install -y chromium`), or $CHROME_PATH. */
export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** Chromium flags that keep the headless browser quiet and deterministic. */
export const CHROMIUM_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
