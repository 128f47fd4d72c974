import { expect, type Locator, type Page } from '@playwright/test';

const MOBILE_WIDTH = 320;

/** Waits until nothing in the dialog is still loading (its lists, the profile summary, the QR code). */
export async function expectDialogSettled(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('status').filter({ hasText: /loading|drawing/iu })).toHaveCount(0);
}

/**
 * At 320 px, neither the page nor the open dialog scrolls sideways (the dialog scrolls inside its own
 * box, so a too-wide dialog would not widen the page).
 */
export async function expectNoSidewaysScroll(page: Page, dialog: Locator, where: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  if (width > MOBILE_WIDTH) return;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${where} makes the page wider than a 320 px screen`).toBeLessThanOrEqual(width + 1);
  const overflow = await dialog.evaluate((element) => {
    const box = element.parentElement ?? element;
    return box.scrollWidth - box.clientWidth;
  });
  expect(overflow, `${where} scrolls sideways inside itself at 320 px`).toBeLessThanOrEqual(1);
}
