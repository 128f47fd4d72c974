import { chromium, type Browser } from 'playwright-core';

/**
 * Launches the system Chromium (CHROME_PATH, else /usr/bin/chromium) headless and quiet: without the
 * background-networking flags it keeps trying to reach Google's hosts, which this machine refuses.
 * Kept free of vitest so the card generator can use it from bench/ too.
 */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
