import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../auth/components/test-harness';
import { json, listQueries } from '../../admin-users/components/admin-fake-server.test-support';
import { signInAsAdminForEachTest } from '../../admin-users/components/admin-test-data';
import {
  companies,
  employer,
  job,
  LIST_PATH,
  mockEmployersApi,
  noProfileEmployer,
} from '../components/employer-test-data';
import ManageEmployersPage from './manage-employers-page';

const EMPLOYERS = [employer(), noProfileEmployer()];
const JOBS = [
  job(),
  job({ post_id: 32, job_title: 'Caregiver', job_type: 'Part Time', location: '', applications_count: 1 }),
];

function show() {
  return renderPage(<ManageEmployersPage />, { path: '/admin/manage-employers' });
}

/** The value a description list gives `term` in `container`. */
function definitionOf(container: HTMLElement, term: string): HTMLElement | null {
  const found = within(container)
    .getAllByRole('term')
    .find((element) => element.textContent === term);
  return found?.nextElementSibling instanceof HTMLElement ? found.nextElementSibling : null;
}

signInAsAdminForEachTest();

describe('Manage Employers: view and delete', { timeout: 15_000 }, () => {
  it('shows the full profile, the verification, upcoming job fairs and the jobs; Close returns the focus', async () => {
    mockEmployersApi(EMPLOYERS, {}, JOBS);
    const user = userEvent.setup();
    show();
    const view = await screen.findByRole('button', { name: 'View Malasakit Care' });
    await user.click(view);
    const dialog = await screen.findByRole('dialog', { name: 'Details of Malasakit Care' });
    await within(dialog).findByRole('heading', { name: 'Jobs (2)' });

    expect(definitionOf(dialog, 'Industry')).toHaveTextContent('Healthcare');
    expect(definitionOf(dialog, 'Contact person')).toHaveTextContent('Liza Santos');
    expect(definitionOf(dialog, 'Upcoming job fairs')).toHaveTextContent('1');
    expect(definitionOf(dialog, 'Jobs posted')).toHaveTextContent('2');
    expect(definitionOf(dialog, 'Verification')).toHaveTextContent('Verified employer');
    expect(within(dialog).getByRole('link', { name: /^Malasakit Care website/u })).toHaveAttribute(
      'href',
      'https://malasakit.ph',
    );
    // The description keeps its line breaks.
    expect(within(dialog).getByText(/^Home care for seniors/u).textContent).toBe(
      'Home care for seniors.\nWe hire nurses and caregivers.',
    );
    const jobs = within(within(dialog).getByRole('list', { name: 'Jobs (2)' })).getAllByRole('listitem');
    expect(jobs[0]).toHaveTextContent('Home Care Nurse');
    expect(jobs[0]).toHaveTextContent('Healthcare · Full Time · Quezon City');
    expect(jobs[0]).toHaveTextContent('Posted Mar 2, 2026 · 4 applications');
    expect(jobs[1]).toHaveTextContent('Part Time · Location not specified');
    expect(jobs[1]).toHaveTextContent('1 application');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(view).toHaveFocus());
  });

  it('says when an employer has no profile and no jobs yet', async () => {
    mockEmployersApi(EMPLOYERS);
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'View Paolo Reyes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Details of Paolo Reyes' });
    expect(await within(dialog).findByText('No jobs posted yet.')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Profile not completed/u)).toBeInTheDocument();
    expect(definitionOf(dialog, 'Company')).toHaveTextContent('Not provided');
    expect(definitionOf(dialog, 'Verification')).toHaveTextContent('Not verified');
  });

  it('says when the details cannot be loaded, and loads them on Try again', async () => {
    let fail = true;
    mockEmployersApi(EMPLOYERS, {
      'GET /api/admin/employers/9/': () =>
        fail ? json({ error: 'Server error.' }, 500) : json({ ...employer(), jobs: [], upcoming_job_fairs: 0 }),
    });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'View Malasakit Care' }));
    const dialog = await screen.findByRole('dialog', { name: 'Details of Malasakit Care' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("Failed to load this employer's details.");
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('No jobs posted yet.')).toBeInTheDocument();
  });

  it('deletes from the view dialog after the confirmation, with the reason, then announces it and refreshes the list', async () => {
    const { calls } = mockEmployersApi(EMPLOYERS, {}, JOBS);
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'View Malasakit Care' }));
    const details = await screen.findByRole('dialog', { name: 'Details of Malasakit Care' });
    await within(details).findByRole('heading', { name: 'Jobs (2)' });
    await user.click(within(details).getByRole('button', { name: 'Delete employer' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    expect(confirm).toHaveTextContent("You won't be able to revert this!");
    expect(confirm).toHaveTextContent(/Malasakit Care \(hr@malasakit\.ph\) will be deleted with its 2 jobs/u);
    expect(confirm).toHaveTextContent(/applicants and the people registered for its job fairs are told/u);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await waitFor(() => expect(within(details).getByRole('button', { name: 'Delete employer' })).toHaveFocus());

    await user.click(within(details).getByRole('button', { name: 'Delete employer' }));
    const again = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    const reason = within(again).getByRole('textbox', { name: 'Reason (optional)' });
    expect(reason).toHaveAccessibleDescription(/Sent to the employer/u);
    await user.type(reason, 'Fake job posts.');
    const listCalls = listQueries(calls, LIST_PATH).length;
    await user.click(within(again).getByRole('button', { name: 'Delete employer' }));

    const message = await screen.findByText('Deleted! Employer has been deleted.');
    expect(message.closest('[role="status"]')).not.toBeNull();
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'DELETE',
        path: '/api/admin/delete-employer/9/',
        body: { reason: 'Fake job posts.' },
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(listQueries(calls, LIST_PATH).length).toBeGreaterThan(listCalls);
    expect(await companies()).toEqual([expect.stringMatching(/^Paolo Reyes/u)]);
    expect(screen.getByText('1 employer(s) found')).toBeInTheDocument();
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
  });

  it('keeps the confirmation open with the message when the delete fails (no body without a reason)', async () => {
    const { calls } = mockEmployersApi(EMPLOYERS, {
      'DELETE /api/admin/delete-employer/10/': () =>
        json({ error: 'This employer is being deleted by another administrator.' }, 409),
    });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Delete Paolo Reyes' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    expect(confirm).toHaveTextContent('with its 0 jobs');
    await user.click(within(confirm).getByRole('button', { name: 'Delete employer' }));

    const alert = await within(confirm).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to delete employer. Please try again later.');
    expect(alert).toHaveTextContent('This employer is being deleted by another administrator.');
    expect(calls.find((c) => c.method === 'DELETE')?.body).toBeUndefined();
    expect(screen.getByRole('alertdialog', { name: 'Are you sure?' })).toBeInTheDocument();
    expect(screen.queryByText('Deleted! Employer has been deleted.')).not.toBeInTheDocument();

    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(await companies()).toHaveLength(2);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Paolo Reyes' })).toHaveFocus());
  });
});
