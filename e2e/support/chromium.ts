import { chromium, type Browser } from 'playwright-core';

/** The system Chromium: CHROME_PATH, else Debian's /usr/bin/chromium. The suite never downloads a browser. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

/**
 * Headless and quiet: without the background-networking flags Chromium keeps trying to reach Google's
 * hosts, which this machine refuses. --no-sandbox because CI runs as root in a container.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Launches the system Chromium with the suite's flags (the Playwright config uses the same ones). Kept free
 * of the test runner so the card generator can use it from bench/ too.
 */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}
