import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../auth/components/test-harness';
import { json, listQueries, pageAnswer } from '../../admin-users/components/admin-fake-server.test-support';
import { signInAsAdminForEachTest } from '../../admin-users/components/admin-test-data';
import {
  companies,
  employer,
  employerRows,
  LIST_PATH,
  mockEmployersApi,
  noProfileEmployer,
} from '../components/employer-test-data';
import ManageEmployersPage from './manage-employers-page';

const EMPLOYERS = [
  employer(),
  noProfileEmployer(),
  employer({
    user_id: 11,
    comp_name: 'Aral Academy',
    industry: 'Education',
    location: 'Cebu City',
    email: 'jobs@aral.ph',
    verification_status: 'pending',
  }),
];

function show(url = '/admin/manage-employers') {
  return renderPage(<ManageEmployersPage />, { path: '/admin/manage-employers', url });
}

signInAsAdminForEachTest();

describe('Manage Employers: the list', { timeout: 15_000 }, () => {
  it('lists the first page with every column, badges in words and buttons that name the company', async () => {
    const { calls } = mockEmployersApi(EMPLOYERS);
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Employers' })).toBeInTheDocument();
    const [malasakit, bagong, aral] = await employerRows();
    expect(listQueries(calls, LIST_PATH).at(-1)).toEqual({ page: '1', page_size: '25' });
    expect(screen.getByText('3 employer(s) found').closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Employers table' })).toHaveAttribute('tabindex', '0');

    const row = within(malasakit!);
    expect(row.getByRole('rowheader')).toHaveTextContent('Malasakit Care');
    expect(row.getByText('Healthcare')).toBeInTheDocument();
    expect(row.getByText('Liza Santos')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'hr@malasakit.ph' })).toHaveAttribute('href', 'mailto:hr@malasakit.ph');
    expect(row.getByRole('link', { name: '+63 917 555 0101' })).toHaveAttribute('href', 'tel:+639175550101');
    const site = row.getByRole('link', { name: /^Malasakit Care website/u });
    expect(site).toHaveAccessibleName('Malasakit Care website: malasakit.ph (opens in a new tab)');
    expect(site).toHaveAttribute('href', 'https://malasakit.ph');
    expect(site).toHaveAttribute('target', '_blank');
    expect(row.getByText('Feb 10, 2026')).toBeInTheDocument();
    expect(row.getByText('Verified employer')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'View Malasakit Care' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Delete Malasakit Care' })).toBeInTheDocument();

    // No profile yet: the account holder names the row, and what is missing is said in words.
    const other = within(bagong!);
    expect(other.getByRole('rowheader')).toHaveTextContent('Paolo Reyes');
    expect(other.getByText('Profile not completed')).toBeInTheDocument();
    expect(other.getByText('Not verified')).toBeInTheDocument();
    expect(other.getByText('No phone number')).toBeInTheDocument();
    expect(other.getAllByText('Not provided')).toHaveLength(3);
    expect(other.getByRole('button', { name: 'Delete Paolo Reyes' })).toBeInTheDocument();
    expect(within(aral!).getByText('Verification pending')).toBeInTheDocument();
  });

  it('sends the search and the filters to the server, keeps them in the address, and clears them', async () => {
    const { calls } = mockEmployersApi(EMPLOYERS);
    const user = userEvent.setup();
    const { router } = show();
    await employerRows();
    const industry = screen.getByRole('combobox', { name: 'Industry' });
    await waitFor(() =>
      expect(
        within(industry)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All industries', 'Education', 'Healthcare']),
    );
    expect(within(screen.getByRole('combobox', { name: 'Location' })).getAllByRole('option')[0]).toHaveTextContent(
      'All locations',
    );
    const verification = screen.getByRole('combobox', { name: 'Verification' });
    expect(
      within(verification)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Verified', 'Pending', 'Unverified', 'Rejected']);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();

    await user.selectOptions(industry, 'Healthcare');
    expect(await screen.findByText('1 employer(s) found')).toBeInTheDocument();
    expect(await companies()).toEqual(['Malasakit Care']);
    expect(listQueries(calls, LIST_PATH).at(-1)).toEqual({ industry: 'Healthcare', page: '1', page_size: '25' });
    expect(router.state.location.search).toBe('?industry=Healthcare');

    await user.selectOptions(verification, 'pending');
    expect(await screen.findByText('0 employer(s) found')).toBeInTheDocument();
    expect(screen.getByText('There are no employers matching your search criteria.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: /^Search by company/u }), 'malasakit{Enter}');
    await waitFor(() =>
      expect(listQueries(calls, LIST_PATH).at(-1)).toEqual({
        search: 'malasakit',
        industry: 'Healthcare',
        verification: 'pending',
        page: '1',
        page_size: '25',
      }),
    );
    expect(router.state.location.search).toBe('?industry=Healthcare&verification=pending&search=malasakit');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('3 employer(s) found')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(listQueries(calls, LIST_PATH).at(-1)).toEqual({ page: '1', page_size: '25' });
    expect(industry).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: /^Search by company/u })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: /^Search by company/u })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('opens with the filters and page of the address', async () => {
    const { calls } = mockEmployersApi(EMPLOYERS);
    show('/admin/manage-employers?location=Cebu+City&verification=pending&page=1');
    expect(await companies()).toEqual(['Aral Academy']);
    expect(listQueries(calls, LIST_PATH)[0]).toEqual({
      location: 'Cebu City',
      verification: 'pending',
      page: '1',
      page_size: '25',
    });
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('Cebu City');
    expect(screen.getByRole('combobox', { name: 'Verification' })).toHaveValue('pending');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it('pages with Previous and Next, saying the count and the page', async () => {
    const many = Array.from({ length: 30 }, (_, i) => employer({ user_id: 100 + i, comp_name: `Company ${i}` }));
    const { calls } = mockEmployersApi(many);
    const user = userEvent.setup();
    const { router } = show();
    expect(await employerRows()).toHaveLength(25);
    expect(screen.getByText('30 employer(s) found')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of employers' });
    expect(pages).toHaveTextContent('Page 1 of 2');

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(async () =>
      expect(await companies()).toEqual(['Company 25', 'Company 26', 'Company 27', 'Company 28', 'Company 29']),
    );
    expect(listQueries(calls, LIST_PATH).at(-1)).toEqual({ page: '2', page_size: '25' });
    expect(router.state.location.search).toBe('?page=2');
    expect(pages).toHaveTextContent('Page 2 of 2');
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Employers table' })).toHaveFocus());

    // A new filter starts again at page 1.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Verification' }), 'verified');
    await waitFor(() => expect(router.state.location.search).toBe('?verification=verified'));
    expect(listQueries(calls, LIST_PATH).at(-1)).toEqual({ verification: 'verified', page: '1', page_size: '25' });
  });

  it('says when there are no employers, and when none match', async () => {
    mockEmployersApi([]);
    const first = show();
    expect(await screen.findByText('No employers found')).toBeInTheDocument();
    expect(screen.getByText('Employers appear here once they sign up.')).toBeInTheDocument();
    expect(screen.getByText('0 employer(s) found')).toBeInTheDocument();
    first.unmount();

    show('/admin/manage-employers?search=nobody');
    expect(await screen.findByText('There are no employers matching your search criteria.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and loads it again on Try again', async () => {
    let fail = true;
    mockEmployersApi(EMPLOYERS, {
      [`GET ${LIST_PATH}`]: ({ url }) => (fail ? json({ error: 'Server error.' }, 500) : pageAnswer(EMPLOYERS, url)),
    });
    const user = userEvent.setup();
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load employers. Please try again later.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await employerRows()).toHaveLength(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
