import { ASSISTANT_MESSAGES } from '@kakayahan/contracts';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';
import { assertNoPageProblems, waitForPageReady } from '../support/browser.js';
import { expectNoSidewaysScroll } from '../support/dialogs.js';
import { expect, test } from '../support/fixtures.js';
import { urlAt } from '../support/journeys.js';
import { applyTo, postJob } from '../support/seed.js';

const MOBILE = { width: 320, height: 640 };
const DESKTOP = { width: 1280, height: 800 };

/** The floating button is among the first stops of the Tab order, right after "Skip to main content". */
const TABS_TO_THE_BUTTON = 2;

const assistantButton = (page: Page) => page.getByRole('button', { name: 'Ask for help' });
const assistantDialog = (page: Page) => page.getByRole('dialog', { name: 'Ask for help' });
const questionField = (page: Page) => assistantDialog(page).getByRole('textbox', { name: 'Your question' });
const conversation = (page: Page) => assistantDialog(page).getByRole('log', { name: 'Conversation' });

/** The newest exchange of the conversation (its question and its answer). */
function newestExchange(page: Page): Locator {
  return conversation(page).locator('li[data-exchange]').last();
}

/** Types a question by keyboard into the open dialog and waits for its answer in the log. */
async function ask(page: Page, question: string): Promise<Locator> {
  const before = await conversation(page).locator('li[data-exchange]').count();
  await expect(questionField(page)).toBeFocused();
  await page.keyboard.type(question);
  await page.keyboard.press('Enter');
  await expect(conversation(page).locator('li[data-exchange]')).toHaveCount(before + 1);
  const exchange = newestExchange(page);
  await expect(exchange).toContainText(`You asked: ${question}`);
  return exchange;
}

/** Opens the assistant with the mouse-free path: focus the floating button, press Enter. */
async function openByKeyboard(page: Page): Promise<void> {
  await assistantButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(assistantDialog(page)).toBeVisible();
  await expect(questionField(page)).toBeFocused();
}

test.describe('the assistant', () => {
  test('by keyboard alone: Tab to the button, ask, get My applications, Escape gives the focus back', async ({
    open,
  }) => {
    const { page, problems } = await open({ viewport: DESKTOP });
    await page.goto('/');
    await waitForPageReady(page);

    for (let tab = 0; tab < TABS_TO_THE_BUTTON; tab += 1) await page.keyboard.press('Tab');
    await expect(assistantButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(assistantDialog(page)).toBeVisible();
    await expect(questionField(page)).toBeFocused();

    const exchange = await ask(page, 'Where do I see my applications?');
    await expect(exchange).toContainText('My applications');
    await expect(exchange.getByRole('link', { name: /My applications/u })).toHaveAttribute(
      'href',
      '/job-seeker/track-job',
    );
    // The answer is announced by the log; the focus stays in the field for the next question.
    await expect(questionField(page)).toBeFocused();
    await expect(questionField(page)).toHaveValue('');

    await page.keyboard.press('Escape');
    await expect(assistantDialog(page)).toBeHidden();
    await expect(assistantButton(page)).toBeFocused();

    // Opened again, the conversation is still there.
    await page.keyboard.press('Enter');
    await expect(newestExchange(page)).toContainText('Where do I see my applications?');
    assertNoPageProblems(problems, 'the assistant dialog');
  });

  test('answers a question in Filipino, in Filipino, from a help article', async ({ open }) => {
    const { page } = await open();
    await page.goto('/job-fairs');
    await waitForPageReady(page);
    await openByKeyboard(page);

    const exchange = await ask(page, 'paano mag-apply sa trabaho');
    await expect(exchange).not.toContainText(ASSISTANT_MESSAGES.notSure.fil);
    await expect(exchange).toContainText(/Mula sa (mga )?help article/u);
    await expect(exchange.getByRole('link', { name: /apply/iu }).first()).toHaveAttribute('href', /^\/help\//u);
  });

  test('tells a signed-in job seeker how many of their applications are pending', async ({
    open,
    api,
    employer,
    jobSeeker,
  }) => {
    await applyTo(api, jobSeeker, await postJob(api, employer, { title: 'Accessibility Tester (assistant)' }));
    const { page } = await open({ as: jobSeeker });
    await page.goto('/employee-components');
    await waitForPageReady(page);
    await openByKeyboard(page);

    const exchange = await ask(page, 'ilan ang pending kong application');
    await expect(exchange).toContainText('May 1 kang pending na application (sa 1 lahat).');
  });

  test('says it is not sure about nonsense and offers the Help Centre and the administrators', async ({ open }) => {
    const { page } = await open();
    await page.goto('/');
    await waitForPageReady(page);
    await openByKeyboard(page);

    const exchange = await ask(page, 'asdf qwerty zxcv');
    await expect(exchange).toContainText(ASSISTANT_MESSAGES.notSure.en);
    await expect(exchange.getByRole('link', { name: 'Help Centre' })).toHaveAttribute('href', '/FAQS');
    await expect(exchange.getByRole('link', { name: 'Contact the administrators' })).toHaveAttribute(
      'href',
      '/accessibility#support',
    );

    // A link of the answer navigates and closes the dialog; the new page's heading takes the focus.
    await exchange.getByRole('link', { name: 'Help Centre' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(urlAt('/FAQS'));
    await expect(assistantDialog(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Help Centre' })).toBeFocused();
  });

  for (const viewport of [DESKTOP, MOBILE]) {
    test(`has no WCAG violations with the dialog open and answered at ${viewport.width} px`, async ({ open }) => {
      const { page, problems } = await open({ viewport });
      await page.goto('/FAQS');
      await waitForPageReady(page);
      await expectNoAxeViolations(page, `the Help Centre with the floating button at ${viewport.width} px`);

      await openByKeyboard(page);
      await expectNoAxeViolations(page, `the empty assistant dialog at ${viewport.width} px`);
      await ask(page, 'How do I register for a job fair?');
      await ask(page, 'asdf qwerty zxcv');
      await expectNoAxeViolations(page, `the assistant dialog with answers at ${viewport.width} px`);
      await expectNoSidewaysScroll(page, assistantDialog(page), 'the assistant dialog');
      // Each control is a target of at least 44 px.
      for (const button of await assistantDialog(page).getByRole('button').all()) {
        expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      }
      assertNoPageProblems(problems, `the assistant dialog at ${viewport.width} px`);
    });
  }

  test('the floating button stays clear of the last line of the page at 320 px', async ({ open }) => {
    const { page } = await open({ viewport: MOBILE });
    await page.goto('/');
    await waitForPageReady(page);
    const button = await assistantButton(page).boundingBox();
    expect(button?.height ?? 0).toBeGreaterThanOrEqual(48);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastLine = await page.getByRole('contentinfo').locator('p').last().boundingBox();
    expect(lastLine && button, 'the footer line and the button should both be on screen').toBeTruthy();
    expect(lastLine!.y + lastLine!.height).toBeLessThanOrEqual(button!.y);
  });
});

test.describe('the Help Centre search', () => {
  test('by keyboard: search, hear the count, open an article, and come back to the same search', async ({ open }) => {
    const { page } = await open();
    await page.goto('/FAQS');
    await waitForPageReady(page);

    const search = page.getByRole('searchbox', { name: 'Search help' });
    for (let tab = 0; tab < 40 && !(await search.evaluate((field) => field === document.activeElement)); tab += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(search).toBeFocused();
    await page.keyboard.type('job fair');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: /^\d+ articles? found$/u })).toBeVisible();
    await expect(page).toHaveURL(/[?&]q=job(\+|%20)fair/u);

    const results = page.getByRole('region', { name: 'Search results' });
    const first = results.getByRole('link').first();
    const title = (await first.textContent()) ?? '';
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeFocused();
    await expect(page).toHaveURL(/\/help\/[a-z0-9-]+$/u);

    await page.goBack();
    await expect(search).toHaveValue('job fair');

    await search.fill('zzqx vbnm');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'No articles match “zzqx vbnm”' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).press('Enter');
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('');
  });
});
