import { expectNoAxeViolations } from '../support/axe.js';
import { waitForPageReady } from '../support/browser.js';
import { expect, test } from '../support/fixtures.js';
import { field, tickCheckbox } from '../support/forms.js';
import { announced, urlAt } from '../support/journeys.js';
import { uniqueWord } from '../support/people.js';
import { postJob } from '../support/seed.js';

// Issue 16 (decisions 033 and 034): a job seeker finds a job by the workplace access they need, applies
// without showing their disability type and asks for a sign-language interpreter; the employer reads
// "Not disclosed", arranges the interpreter; the job seeker sees the answer and then chooses to show the
// disability type, which the employer then reads. Run at 360 px, where the filters fold.
test('filter by workplace access, apply without disclosing and ask for an interpreter; the employer arranges it', async ({
  open,
  api,
  employer,
  jobSeeker,
}) => {
  const word = uniqueWord();
  const title = `Chat Support ${word}`;
  await postJob(api, employer, {
    title,
    description: `Answer customer chats for the ${word} team.`,
    disabilities: [],
    workplace: ['step_free_entrance', 'sign_language_team', 'remote_or_hybrid'],
  });
  // Same words, without a signing team: the filter leaves it out.
  await postJob(api, employer, {
    title: `Chat Support Lead ${word}`,
    description: `Lead the ${word} chat team.`,
    disabilities: [],
    workplace: ['elevator'],
  });

  // 1. All Jobs, filtered by a workplace fact: only the job that has it, its facts said in words.
  const seeker = await open({ as: jobSeeker, viewport: { width: 360, height: 800 } });
  await seeker.page.goto('/job-seeker/dashboard');
  await waitForPageReady(seeker.page);
  await seeker.page.getByRole('tab', { name: 'All Jobs' }).click();
  await seeker.page.getByRole('searchbox', { name: /^Search jobs by title/u }).fill(word);
  await seeker.page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(announced(seeker.page, 'Showing 2 of 2 jobs')).toBeVisible();
  await seeker.page.getByRole('button', { name: /^Filters/u }).click();
  const workplace = seeker.page.getByRole('group', { name: 'Workplace accessibility' });
  await tickCheckbox(workplace.getByRole('checkbox', { name: 'Filipino Sign Language–friendly team' }));
  await expect(announced(seeker.page, 'Showing 1 of 1 jobs')).toBeVisible();
  await expect(seeker.page).toHaveURL(/[?&]workplace=sign_language_team/u);
  const card = seeker.page.getByRole('list', { name: 'All jobs' }).getByRole('article', { name: title });
  await expect(card).toContainText(
    /Workplace:\s*Step-free entrance, Filipino Sign Language–friendly team and remote or hybrid work possible/u,
  );
  await expectNoAxeViolations(seeker.page, 'All Jobs with the workplace filter on');

  // 2. Apply: "Not disclosed" is the default; ask for an interpreter with a note.
  await card.getByRole('link', { name: /^Apply Now\s*:/u }).click();
  await waitForPageReady(seeker.page);
  await expect(seeker.page).toHaveURL(urlAt('/job-seeker/apply'));
  const disclosure = seeker.page.getByRole('radiogroup', { name: /^Show your disability type to this employer\?/u });
  await expect(disclosure.getByRole('radio', { name: 'No, show “Not disclosed”' })).toBeChecked();
  const requests = seeker.page.getByRole('group', { name: /^Anything you need for the hiring process\?/u });
  await tickCheckbox(requests.getByRole('checkbox', { name: 'Sign language interpreter' }));
  await field(seeker.page, /^Note about your requests/u).fill('I sign FSL; a video call works best.');
  await expectNoAxeViolations(seeker.page, 'the application form with its choices');
  await seeker.page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(seeker.page.getByRole('heading', { name: /Application Submitted!/u })).toBeVisible();

  // 3. The employer reads "Not disclosed" and arranges the interpreter.
  const hiring = await open({ as: employer });
  await hiring.page.goto('/employer/dashboard');
  await waitForPageReady(hiring.page);
  await hiring.page
    .getByRole('button', { name: `View details of ${jobSeeker.name}` })
    .first()
    .click();
  const dialog = hiring.page.getByRole('dialog', { name: `Applicant: ${jobSeeker.name}` });
  await expect(dialog).toContainText(/Disability\s*:?\s*Not disclosed/u);
  await expect(dialog).not.toContainText('Visual Disability');
  const interpreter = dialog.getByRole('radiogroup', { name: /^Sign language interpreter/u });
  await expect(interpreter).toContainText('Waiting for the employer');
  await expect(dialog).toContainText('I sign FSL; a video call works best.');
  // By keyboard, as tickCheckbox does: the radio's drawn circle lies over the native input.
  const arranged = interpreter.getByRole('radio', { name: 'Arranged' });
  await arranged.focus();
  await hiring.page.keyboard.press('Space');
  await expect(arranged).toBeChecked();
  await expectNoAxeViolations(hiring.page, "the applicant's details with their requests");
  await dialog.getByRole('button', { name: 'Save answers' }).click();
  await expect(announced(hiring.page, 'Your answers are saved. The applicant will be told.')).toBeVisible();

  // 4. The job seeker sees the answer on My applications, and chooses to show the disability type.
  await seeker.page.goto('/job-seeker/track-job');
  await waitForPageReady(seeker.page);
  const application = seeker.page.getByRole('listitem').filter({ hasText: title }).first();
  await expect(application).toContainText(/Sign language interpreter\s*—\s*Arranged/u);
  await expect(application).toContainText(/Disability type\s*:?\s*Not disclosed/u);
  await application.getByRole('button', { name: /^Show it to the employer/u }).click();
  await expect(announced(seeker.page, 'Saved. The employer can now see your disability type.')).toBeVisible();
  await expect(application).toContainText(/Disability type\s*:?\s*Shown to the employer/u);
  await expectNoAxeViolations(seeker.page, 'My applications with a disclosure choice and answered requests');

  // 5. The employer now reads the disability type.
  await hiring.page.reload();
  await waitForPageReady(hiring.page);
  await hiring.page
    .getByRole('button', { name: `View details of ${jobSeeker.name}` })
    .first()
    .click();
  await expect(hiring.page.getByRole('dialog', { name: `Applicant: ${jobSeeker.name}` })).toContainText(
    /Disability\s*:?\s*Visual Disability/u,
  );
});
