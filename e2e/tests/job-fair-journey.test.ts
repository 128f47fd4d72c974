import { jobFairsApi, manilaParts, notificationsApi } from '@kakayahan/contracts';
import type { Locator, Page } from '@playwright/test';
import type { E2eApi } from '../support/api.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { assertNoPageProblems, waitForPageReady } from '../support/browser.js';
import { expect, test } from '../support/fixtures.js';
import { field, tickCheckbox } from '../support/forms.js';
import { announced, chatConnected, literally, pathOf, urlAt } from '../support/journeys.js';
import type { Person } from '../support/people.js';
import { createJobFair, openChat, postJob, registerForJobFair } from '../support/seed.js';

/** The form control labelled so inside `scope` (labels may end in " (required)": callers anchor a pattern). */
function fieldIn(scope: Locator, label: RegExp): Locator {
  return scope.getByLabel(label).and(scope.locator('input, textarea, select'));
}

/** Activates a button or link the way a keyboard user does: the focus on it, then Enter. */
async function pressEnter(control: Locator): Promise<void> {
  await control.focus();
  await expect(control, 'the control should take the keyboard focus').toBeFocused();
  await control.page().keyboard.press('Enter');
}

/** A dialog that opens must take the keyboard focus (on itself or on a control inside it). */
async function expectFocusInside(scope: Locator, what: string): Promise<void> {
  await expect
    .poll(() => scope.evaluate((element) => element.contains(document.activeElement)), {
      message: `the keyboard focus should be inside ${what}`,
    })
    .toBe(true);
}

/** A fair's card on /job-fairs: an article named by the fair's title. */
function fairCard(page: Page, title: string): Locator {
  return page.getByRole('article', { name: title, exact: true });
}

/** The date two weeks from today in Manila, as a date input takes it (YYYY-MM-DD). */
function dateInTwoWeeks(): string {
  return manilaParts(new Date(Date.now() + 14 * 86_400_000)).date;
}

/** The job seeker's registration for the fair of this title, as the server keeps it. */
async function registrationFor(api: E2eApi, seeker: Person, title: string) {
  const registrations = await api.call(jobFairsApi.myRegistrations, { token: seeker.session.token });
  const registration = registrations.find((r) => r.job_fair_detail.title === title);
  if (!registration) throw new Error(`${seeker.name} has no registration for ${title}`);
  return registration;
}

/** The bell in the signed-in header, and its unread count (from its name, "Notifications, 2 unread"). */
function bellOf(page: Page) {
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/u });
  const unread = async () => Number(/(\d+) unread/u.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  return { bell, unread };
}

test.describe('job fairs', () => {
  test('by keyboard: an employer creates a fair; a job seeker filters by accessibility, registers asking for an accommodation and gets a check-in pass; the employer sees the request and chats with them', async ({
    open,
    api,
    employer,
    jobSeeker,
  }) => {
    const suffix = Date.now().toString(36);
    const title = `Inclusive Hiring Fair ${suffix}`;
    const otherTitle = `Open House without captions ${suffix}`;
    const jobTitle = `Screen Reader Support Specialist ${suffix}`;
    const note = `I use a wheelchair; please keep the interview table step-free. ${suffix}`;
    const chatMessage = `Good day! The quiet room is reserved for your interview. ${suffix}`;
    const jobId = await postJob(api, employer, { title: jobTitle });
    // Another fair of the employer's, without live captions: the job seeker's filter must leave it out.
    await createJobFair(api, employer, { title: otherTitle, jobIds: [jobId] });

    // 1. The employer creates the fair in the Create Job Fair dialog.
    const hiring = await open({ as: employer });
    await hiring.page.goto('/job-fairs');
    await waitForPageReady(hiring.page);
    await pressEnter(hiring.page.getByRole('main').getByRole('button', { name: 'Create Job Fair', exact: true }));
    const createDialog = hiring.page.getByRole('dialog', { name: 'Create Job Fair' });
    await expect(createDialog.getByRole('form', { name: 'Create Job Fair' })).toBeVisible();
    await expectFocusInside(createDialog, 'the Create Job Fair dialog');
    await fieldIn(createDialog, /^Title/u).fill(title);
    await fieldIn(createDialog, /^Date/u).fill(dateInTwoWeeks());
    await fieldIn(createDialog, /^Venue address/u).fill('Function Room 2, Quezon City Hall, Elliptical Road');
    for (const fact of ['Step-free entrance', 'Live captions', 'Quiet room']) {
      await tickCheckbox(createDialog.getByRole('checkbox', { name: fact, exact: true }));
    }
    await tickCheckbox(createDialog.getByRole('checkbox', { name: literally(jobTitle) }));
    await pressEnter(createDialog.getByRole('button', { name: 'Create Job Fair', exact: true }));
    await expect(announced(hiring.page, 'Job fair created successfully!')).toBeVisible();
    await expect(createDialog).toBeHidden();
    const employerCard = fairCard(hiring.page, title);
    await expect(employerCard).toContainText('Step-free entrance, Live captions, Quiet room');
    await expect(employerCard).toContainText('Jobs:1');
    assertNoPageProblems(hiring.problems, "the employer's /job-fairs");

    // 2. The job seeker narrows the fairs to those with live captions: this one stays, the other goes.
    const seeker = await open({ as: jobSeeker });
    await seeker.page.goto('/job-fairs');
    await waitForPageReady(seeker.page);
    await expect(fairCard(seeker.page, otherTitle)).toBeVisible();
    // The filters wait in a closed disclosure (a native <details>), so a phone shows the fairs first.
    await pressEnter(seeker.page.locator('summary', { hasText: 'Filter by accessibility and format' }));
    const filters = seeker.page.getByRole('form', { name: 'Filter job fairs' });
    await tickCheckbox(filters.getByRole('checkbox', { name: 'Live captions', exact: true }));
    await pressEnter(filters.getByRole('button', { name: 'Apply filters' }));
    await expect(fairCard(seeker.page, otherTitle)).toBeHidden();
    const card = fairCard(seeker.page, title);
    // The facts are words on the card, and every fair left has the one asked for.
    await expect(card).toContainText('Accessibility:Step-free entrance, Live captions, Quiet room');
    await expect(card).toContainText(`By ${employer.company ?? ''}`);
    const listed = seeker.page.getByRole('region', { name: 'Job fairs', exact: true }).getByRole('article');
    await expect(listed).not.toHaveCount(0);
    for (const other of await listed.all()) await expect(other).toContainText(/Accessibility:[^\n]*Live captions/u);

    // 3. Register Now, asking for a quiet room, with a note.
    await pressEnter(card.getByRole('button', { name: /^Register Now\s*for /u }));
    const registerDialog = seeker.page.getByRole('dialog', { name: `Register for ${title}` });
    await expect(registerDialog).toBeVisible();
    await expectFocusInside(registerDialog, 'the registration dialog');
    await tickCheckbox(registerDialog.getByRole('checkbox', { name: 'Quiet room', exact: true }));
    await fieldIn(registerDialog, /^Anything else the employer should know/u).fill(note);
    await pressEnter(registerDialog.getByRole('button', { name: 'Register', exact: true }));
    await expect(announced(seeker.page, 'Successfully registered for the job fair!')).toBeVisible();
    await expect(registerDialog).toBeHidden();
    await expect(card.getByRole('button', { name: /^Register Now/u })).toHaveCount(0);
    await expect(card).toContainText('Your registration:Registered');

    // 4. View Details: the check-in code as text, and a QR image whose name holds the code.
    const registration = await registrationFor(api, jobSeeker, title);
    const code = registration.check_in_code;
    expect(registration.accommodations).toEqual(['quiet_room']);
    const viewDetails = card.getByRole('button', { name: /^View Details\s*of /u });
    await pressEnter(viewDetails);
    const details = seeker.page.getByRole('dialog', { name: title });
    await expect(details).toBeVisible();
    await expectFocusInside(details, 'the View Details dialog');
    await expect(details.getByText(code, { exact: true })).toBeVisible();
    await expect(details.getByRole('img', { name: literally(code) })).toBeVisible();
    await expect(details).toContainText('Quiet room');
    await expect(details).toContainText(note);
    await seeker.page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(viewDetails, 'closing the dialog should return the focus to View Details').toBeFocused();
    assertNoPageProblems(seeker.problems, "the job seeker's /job-fairs");

    // 5. The employer's Details: the participant, with the accommodation and the note.
    await pressEnter(employerCard.getByRole('link', { name: /^Details\s*of /u }));
    await expect(hiring.page).toHaveURL(urlAt(`/job-fairs/${registration.job_fair}/applications`));
    await waitForPageReady(hiring.page);
    const participant = hiring.page.getByRole('article', { name: jobSeeker.name, exact: true });
    await expect(participant).toContainText('Accommodations requested');
    await expect(participant.getByRole('listitem').filter({ hasText: 'Quiet room' })).toBeVisible();
    await expect(participant).toContainText(`Note from the participant: ${note}`);
    await expectNoAxeViolations(hiring.page, 'the participants screen with a participant');

    // 6. Contact Participant opens the chat room with that person; the employer writes to them.
    await pressEnter(participant.getByRole('button', { name: /^Contact Participant\s*:/u }));
    await expect(hiring.page).toHaveURL(/\/chat\/\d+$/u);
    const roomPath = pathOf(hiring.page);
    expect(roomPath, 'Contact Participant should open the two people’s own room').toBe(
      `/chat/${await openChat(api, jobSeeker, employer)}`,
    );
    await expect(chatConnected(hiring.page)).toBeVisible();
    const composer = field(hiring.page, new RegExp(`^Message to ${literally(jobSeeker.name).source}`, 'u'));
    await composer.fill(chatMessage);
    await composer.press('Enter');
    await expect(hiring.page.getByText(chatMessage).first()).toBeVisible();
    assertNoPageProblems(hiring.problems, 'the employer’s chat room');

    // 7. The job seeker finds it in their conversations, from the employer, and opens the room.
    await seeker.page.goto('/user-chats');
    await waitForPageReady(seeker.page);
    const conversation = seeker.page.getByRole('article').filter({ hasText: chatMessage });
    const roomLink = conversation.getByRole('link', { name: employer.name, exact: true });
    await expect(roomLink).toBeVisible();
    await pressEnter(roomLink);
    await expect(seeker.page).toHaveURL(urlAt(roomPath));
    await expect(seeker.page.getByText(chatMessage).first()).toBeVisible();
  });

  test('a visitor sees the upcoming fairs; Register Now leads to the job seeker sign-in and back to the open registration', async ({
    open,
    api,
    employer,
    jobSeeker,
  }) => {
    const suffix = Date.now().toString(36);
    const title = `Career Day with FSL Interpreters ${suffix}`;
    const jobId = await postJob(api, employer, { title: `Data Encoder ${suffix}` });
    await createJobFair(api, employer, {
      title,
      jobIds: [jobId],
      accessibility: ['sign_language_interpreter', 'live_captions'],
    });

    const { page, problems } = await open();
    await page.goto('/job-fairs');
    await waitForPageReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Job Fairs' })).toBeVisible();
    const card = fairCard(page, title);
    await expect(card).toContainText('Filipino Sign Language (FSL) interpreter, Live captions');
    await expect(card).toContainText('Sign in as a job seeker to register.');
    await pressEnter(card.getByRole('link', { name: /^Register Now\s*for /u }));

    await expect(page).toHaveURL(urlAt('/job-seeker/signin'));
    await waitForPageReady(page);
    await field(page, /^Email/iu).fill(jobSeeker.email);
    await field(page, /^Password/iu).fill(jobSeeker.password);
    await field(page, /^Password/iu).press('Enter');

    // Back on /job-fairs (the one-time ?register= is gone) with this fair's registration open.
    await expect(page).toHaveURL(/\/job-fairs$/u);
    const dialog = page.getByRole('dialog', { name: `Register for ${title}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
    assertNoPageProblems(problems, 'the visitor’s way to the registration');
  });

  test('the employer invites a participant to an interview with a note, and the job seeker is notified', async ({
    open,
    api,
    employer,
    jobSeeker,
  }) => {
    const suffix = Date.now().toString(36);
    const title = `Accessible Jobs Fair ${suffix}`;
    const note = `Please come to table 4 at 10:30 AM and bring your portfolio. ${suffix}`;
    const jobId = await postJob(api, employer, { title: `Customer Support Associate ${suffix}` });
    const fairId = await createJobFair(api, employer, { title, jobIds: [jobId] });
    await registerForJobFair(api, jobSeeker, fairId, ['elevator'], 'I will need the elevator.');
    // The registration's own notice is stored first, so the bell's count before the invitation is settled.
    await expect
      .poll(async () => (await api.call(notificationsApi.list, { token: jobSeeker.session.token })).map((n) => n.title))
      .toContain('Registered for a job fair');

    const seeker = await open({ as: jobSeeker });
    await seeker.page.goto('/job-fairs');
    await waitForPageReady(seeker.page);
    const { bell, unread } = bellOf(seeker.page);
    await expect(bell).toBeVisible();
    const unreadBefore = await unread();

    const hiring = await open({ as: employer });
    await hiring.page.goto(`/job-fairs/${fairId}/applications`);
    await waitForPageReady(hiring.page);
    const participant = hiring.page.getByRole('article', { name: jobSeeker.name, exact: true });
    await expect(participant).toContainText('Not yet invited or declined');
    await pressEnter(participant.getByRole('button', { name: /^Invite to interview\s*:/u }));
    const dialog = hiring.page.getByRole('dialog', { name: 'Invite to interview' });
    await expect(dialog).toContainText(`Invite ${jobSeeker.name} to an interview at ${title}?`);
    await fieldIn(dialog, /^Note to the participant/u).fill(note);
    await pressEnter(dialog.getByRole('button', { name: 'Send invitation' }));
    await expect(announced(hiring.page, 'Invitation sent. The participant will be notified.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(participant).toContainText('Invited to an interview');

    // The job seeker's open page hears of it live, and the notification carries the employer's note.
    await expect(announced(seeker.page, 'New notification: Interview invitation at a job fair')).toBeVisible();
    await expect(bell).toHaveAttribute('aria-label', new RegExp(`\\b${unreadBefore + 1} unread`, 'u'));
    await seeker.page.goto('/notifications');
    await waitForPageReady(seeker.page);
    const notice = seeker.page.getByRole('listitem').filter({ hasText: 'Interview invitation at a job fair' });
    await expect(notice).toContainText(title);
    await expect(notice).toContainText(note);
    assertNoPageProblems(seeker.problems, "the job seeker's notifications");
  });

  test('on the day, the employer checks a participant in by typing the code from their pass, by keyboard', async ({
    open,
    api,
    employer,
    jobSeeker,
  }) => {
    const suffix = Date.now().toString(36);
    const title = `Same-day Hiring Fair ${suffix}`;
    const jobId = await postJob(api, employer, { title: `Warehouse Encoder ${suffix}` });
    // All day today (Manila), so check-in is open whenever the suite runs.
    const fairId = await createJobFair(api, employer, {
      title,
      jobIds: [jobId],
      inDays: 0,
      startTime: '00:00',
      endTime: '23:59',
    });
    await registerForJobFair(api, jobSeeker, fairId, ['accessible_toilet']);
    const { check_in_code: code } = await registrationFor(api, jobSeeker, title);

    const hiring = await open({ as: employer });
    await hiring.page.goto(`/job-fairs/${fairId}/applications`);
    await waitForPageReady(hiring.page);
    const panel = hiring.page.getByRole('region', { name: 'Check in participants' });
    // Read out at a busy door: lower case, with a dash; the server still knows it.
    const typed = `${code.slice(0, 3).toLowerCase()}-${code.slice(3).toLowerCase()}`;
    const input = fieldIn(panel, /^Check-in code/u);
    await input.focus();
    await hiring.page.keyboard.type(typed);
    await hiring.page.keyboard.press('Enter');
    await expect(announced(hiring.page, `${jobSeeker.name} is checked in.`)).toBeVisible();
    const participant = hiring.page.getByRole('article', { name: jobSeeker.name, exact: true });
    await expect(participant).toContainText(/Checked in/u);

    // The same code again (a second scan) keeps the first time and says so.
    await input.fill(code);
    await input.press('Enter');
    await expect(announced(hiring.page, `${jobSeeker.name} was already checked in.`)).toBeVisible();
    await expectNoAxeViolations(hiring.page, 'the participants screen after a check-in');
    assertNoPageProblems(hiring.problems, 'the participants screen');
  });
});
