import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The input a person finds by its visible label. Labels may end in " (required)" and password
 * fields sit next to "Show password" buttons, so callers pass an anchored pattern (/^Password/) and
 * only form controls count.
 */
export function field(page: Page, label: RegExp): Locator {
  return page.getByLabel(label).and(page.locator('input, textarea, select'));
}

/**
 * Picks an option in a labelled choice, whatever control the screen uses: a native select, a
 * react-aria Select (a button that opens a listbox) or a combobox input.
 */
export async function chooseOption(page: Page, label: RegExp, option: string): Promise<void> {
  const candidates = page.getByLabel(label);
  for (const candidate of await candidates.all()) {
    const box = await candidate.boundingBox();
    // Skip the visually hidden native select react-aria keeps for forms; use what people see.
    if (!box || box.width < 4 || box.height < 4) continue;
    const tag = await candidate.evaluate((element) => element.tagName.toLowerCase());
    if (tag === 'select') {
      await candidate.selectOption({ label: option });
      return;
    }
    if (tag === 'input') await candidate.fill(option);
    else await candidate.click();
    await page.getByRole('option', { name: option, exact: true }).click();
    return;
  }
  throw new Error(`no visible control labelled ${String(label)} to choose "${option}" in`);
}

/** Ticks a checkbox the way a keyboard user does (focus, Space), then checks that it took. */
export async function tickCheckbox(checkbox: Locator): Promise<void> {
  if (await checkbox.isChecked()) return;
  await checkbox.focus();
  await checkbox.page().keyboard.press('Space');
  await expect(checkbox, 'the checkbox should become checked with the Space key').toBeChecked();
}
