// The one Chromium every browser run uses (Playwright configs, the bench, the replay check): Debian's, headless, quiet.
// Plain JavaScript so that Node runs it as it is (tests/bench, scripts); tests/chromium.d.mts types it for TypeScript.

/** Debian's Chromium: no browser downloads on this machine. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** No sandbox, GPU or QUIC, and none of the background traffic that would show in the bench's request counts. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright's launch options for it. */
export const CHROMIUM = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };
