import { expect, test } from '../support/fixtures.js';
import { openPanelOn, TEXT_PAGE } from '../support/read-aloud.js';

// Where the browser has no speech synthesis, or no voice (issue 13): the spec's message, and the built-in
// voice offered, then remembered. The built-in voice's own sound is checked by read-aloud-fallback.test.ts.
test.describe('read aloud without a voice', () => {
  test('without speech synthesis it says the spec’s message and offers the built-in voice', async ({ open }) => {
    const { page } = await open();
    const panel = await openPanelOn(page, TEXT_PAGE, 'no synthesis');
    await expect(panel.getByRole('status')).toHaveText('Sorry, your browser does not support Text-to-Speech.');
    await expect(panel.getByRole('button', { name: /^Use the built-in voice \(download .+\)$/u })).toBeVisible();
    await panel.getByRole('button', { name: 'Read Page' }).click();
    await expect(panel.getByRole('status')).toHaveText('Sorry, your browser does not support Text-to-Speech.');
  });

  test('with speech synthesis but no voice, it says so and offers the built-in voice', async ({ open }) => {
    const { page } = await open();
    const panel = await openPanelOn(page, TEXT_PAGE, 'no voices');
    await expect(panel.getByRole('status')).toHaveText('This device has no voice for reading aloud.');
    await expect(panel.getByRole('button', { name: /^Use the built-in voice/u })).toBeVisible();
  });

  test('the built-in voice, once loaded, loads by itself on the next visit without a voice', async ({ open }) => {
    const { page } = await open();
    const panel = await openPanelOn(page, TEXT_PAGE, 'no synthesis');
    await panel.getByRole('button', { name: /^Use the built-in voice/u }).click();
    const ready = 'The built-in voice is ready. It highlights whole sentences.';
    await expect(panel.getByRole('status')).toHaveText(ready, { timeout: 60_000 });

    // Not waitForPageReady: it would wait out the panel's own "Loading the built-in voice…".
    await page.reload();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('status')).toHaveText(ready, { timeout: 60_000 });
    await expect(panel.getByRole('button', { name: /^Use the built-in voice/u })).toBeHidden();
    const voices = panel.getByRole('combobox', { name: 'Voice' }).getByRole('option');
    await expect(voices.filter({ hasText: 'built-in' }).first()).toBeAttached();
  });
});
