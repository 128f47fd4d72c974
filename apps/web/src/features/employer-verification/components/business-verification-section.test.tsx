import { EMPLOYER_VERIFICATION_MESSAGES, type EmployerVerification } from '@kakayahan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderPage, type ApiCall } from '../../auth/components/test-harness';
import { signInAsEmployerForEachTest } from '../../employer-profile/components/employer-profile-test-data';
import { BusinessVerificationSection } from './business-verification-section';
import { ownVerification, UNVERIFIED } from './verification-test-data';

const OWN = 'GET /api/employer-verification/';
const SUBMIT = 'POST /api/employer-verification/';

function show(hasProfile = true) {
  return renderPage(<BusinessVerificationSection hasProfile={hasProfile} />, { path: '/employer/profile' });
}

function mockServer(own: EmployerVerification, submit?: (call: ApiCall) => Response) {
  return mockApi({ [OWN]: () => jsonResponse(own), ...(submit ? { [SUBMIT]: submit } : {}) });
}

function section() {
  return screen.getByRole('region', { name: 'Business verification' });
}

function detail(term: string): HTMLElement | null {
  const dd = within(section()).getByText(term, { selector: 'dt' }).nextElementSibling;
  return dd instanceof HTMLElement ? dd : null;
}

const pdf = () => new File(['%PDF-1.7'], 'sec-certificate.pdf', { type: 'application/pdf' });

async function fillForm(user: ReturnType<typeof userEvent.setup>, tin = '123-456-789-000') {
  await user.selectOptions(screen.getByRole('combobox', { name: /^Kind of registration/u }), 'SEC');
  await user.type(screen.getByRole('textbox', { name: /^Registration number/u }), 'cs201912345');
  await user.type(screen.getByRole('textbox', { name: /^TIN/u }), tin);
}

signInAsEmployerForEachTest();

describe('Business verification section', { timeout: 20_000 }, () => {
  it('says why it matters and offers the form to an unverified employer', async () => {
    const { calls } = mockServer(UNVERIFIED);
    show();
    expect(await screen.findByRole('form', { name: 'Send your business registration' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Business verification' })).toBeInTheDocument();
    expect(section()).toHaveTextContent(/Job seekers trust verified employers; scams are their main fear\./u);
    const kind = screen.getByRole('combobox', { name: /^Kind of registration/u });
    expect(
      within(kind)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose one',
      'DTI business name registration (sole proprietorship)',
      'SEC registration (corporation or partnership)',
      'CDA registration (cooperative)',
    ]);
    expect(screen.getByRole('textbox', { name: /^TIN/u })).toHaveAccessibleDescription(
      /9 digits, plus the branch code if you have one/u,
    );
    expect(screen.getByLabelText(/^Registration certificate/u)).toHaveAccessibleDescription(/PDF, JPEG or PNG/u);
    expect(screen.queryByText('Verified employer')).not.toBeInTheDocument();
    expect(calls[0]?.authorization).toBe('Token employer-token');
  });

  it('asks for a company profile first instead of the form when there is none', async () => {
    mockServer(UNVERIFIED);
    show(false);
    expect(await screen.findByText(EMPLOYER_VERIFICATION_MESSAGES.noProfile)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows what was sent while it is checked, and opens the form to replace it', async () => {
    mockServer(ownVerification());
    const user = userEvent.setup();
    show();
    expect(await screen.findByRole('heading', { level: 3, name: 'Your registration is being checked' })).toBeVisible();
    expect(detail('Kind of registration')).toHaveTextContent('SEC registration (corporation or partnership)');
    expect(detail('Registration number')).toHaveTextContent('CS201912345');
    expect(detail('TIN')).toHaveTextContent('123-456-789-000');
    expect(detail('Certificate')).toHaveTextContent('sec-certificate.pdf');
    expect(detail('Sent on')).toHaveTextContent('Mar 1, 2026');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Replace the registration' }));
    const form = screen.getByRole('form', { name: 'Replace your registration' });
    const kind = within(form).getByRole('combobox', { name: /^Kind of registration/u });
    await waitFor(() => expect(kind).toHaveFocus());
    expect(kind).toHaveValue('SEC');
    expect(within(form).getByRole('textbox', { name: /^TIN/u })).toHaveValue('123-456-789-000');

    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Replace the registration' })).toHaveFocus());
  });

  it('shows the badge and the details once verified, without a form', async () => {
    mockServer(ownVerification({ status: 'verified', decided_at: '2026-03-03T01:00:00.000Z' }));
    show();
    expect(await screen.findByRole('heading', { level: 3, name: 'Your company is verified' })).toBeVisible();
    expect(within(section()).getByText('Verified employer')).toBeVisible();
    expect(detail('Verified on')).toHaveTextContent('Mar 3, 2026');
    expect(section()).toHaveTextContent(EMPLOYER_VERIFICATION_MESSAGES.alreadyVerified);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Replace the registration' })).not.toBeInTheDocument();
  });

  it("shows the admin's reason after a rejection and the form to send it again", async () => {
    mockServer(ownVerification({ status: 'rejected', reason: 'The TIN does not match the certificate.' }));
    show();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your registration was not accepted');
    expect(alert).toHaveTextContent('The TIN does not match the certificate.');
    const form = screen.getByRole('form', { name: 'Send your registration again' });
    expect(within(form).getByRole('textbox', { name: /^Registration number/u })).toHaveValue('CS201912345');
  });

  it('names every missing field, and refuses a bad TIN and a certificate of the wrong type', async () => {
    const { calls } = mockServer(UNVERIFIED);
    const user = userEvent.setup({ applyAccept: false });
    show();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('group', { name: /Please correct the fields listed below\.$/u });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      `Kind of registration: ${EMPLOYER_VERIFICATION_MESSAGES.registrationTypeRequired}`,
      `Registration number: ${EMPLOYER_VERIFICATION_MESSAGES.registrationNumberRequired}`,
      `TIN (Taxpayer Identification Number): ${EMPLOYER_VERIFICATION_MESSAGES.tinRequired}`,
      `Registration certificate: ${EMPLOYER_VERIFICATION_MESSAGES.documentRequired}`,
    ]);
    const file = screen.getByLabelText(/^Registration certificate/u);
    expect(file).toHaveAccessibleDescription(new RegExp(EMPLOYER_VERIFICATION_MESSAGES.documentRequired.slice(0, 30)));

    await fillForm(user, '12345');
    await user.upload(file, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(file).toHaveAccessibleDescription(new RegExp(EMPLOYER_VERIFICATION_MESSAGES.documentType));
    expect(screen.queryByText('notes.txt')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('textbox', { name: /^TIN/u })).toHaveAccessibleDescription(/The TIN has 9 digits/u);
    expect(
      within(screen.getByRole('group', { name: /Please correct/u }))
        .getAllByRole('link')
        .map((link) => link.textContent?.split(':')[0]),
    ).toEqual(['TIN (Taxpayer Identification Number)', 'Registration certificate']);

    const huge = pdf();
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(file, huge);
    expect(file).toHaveAccessibleDescription(/larger than 10 MB/u);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends the registration as multipart, announces it and shows it as being checked', async () => {
    const { calls } = mockServer(UNVERIFIED, () => jsonResponse(ownVerification(), 201));
    const user = userEvent.setup();
    show();
    await screen.findByRole('form', { name: 'Send your business registration' });
    await fillForm(user);
    const certificate = pdf();
    await user.upload(screen.getByLabelText(/^Registration certificate/u), certificate);
    expect(screen.getByText('sec-certificate.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const message = await screen.findByText(EMPLOYER_VERIFICATION_MESSAGES.submitted);
    expect(message.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'Your registration is being checked' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.authorization).toBe('Token employer-token');
    const fields = Object.fromEntries(sent?.form?.entries() ?? []);
    expect(fields).toEqual({
      registration_type: 'SEC',
      registration_number: 'CS201912345',
      tin: '123456789000',
      document: expect.any(File) as File,
    });
    expect((fields.document as File).name).toBe('sec-certificate.pdf');
  });

  it("puts the server's refusals on their fields: a field message, and a refused certificate", async () => {
    let answer = jsonResponse(
      { error: 'Check the TIN.', fields: { tin: EMPLOYER_VERIFICATION_MESSAGES.tinShape } },
      400,
    );
    mockServer(UNVERIFIED, () => answer);
    const user = userEvent.setup();
    show();
    await screen.findByRole('form', { name: 'Send your business registration' });
    await fillForm(user);
    await user.upload(screen.getByLabelText(/^Registration certificate/u), pdf());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('textbox', { name: /^TIN/u })).toHaveAccessibleDescription(/The TIN has 9 digits/u);

    answer = jsonResponse({ error: EMPLOYER_VERIFICATION_MESSAGES.documentType }, 415);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Registration certificate/u)).toHaveAccessibleDescription(
        new RegExp(EMPLOYER_VERIFICATION_MESSAGES.documentType),
      ),
    );
  });

  it('says when the verification could not be loaded, and tries again', async () => {
    let fail = true;
    mockApi({ [OWN]: () => (fail ? jsonResponse({ error: 'Down.' }, 500) : jsonResponse(UNVERIFIED)) });
    const user = userEvent.setup();
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load your business verification. Please try again.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Send your business registration' })).toBeInTheDocument();
  });
});
