import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../auth/components/test-harness';
import { signInAsAdminForEachTest } from '../../admin-users/components/admin-test-data';
import { json, mockStatisticsApi, statistics } from '../components/statistics-test-data';
import PlatformStatisticsPage from './platform-statistics-page';

const PATH = '/admin/platform-statistics';

function show(url = PATH) {
  return renderPage(<PlatformStatisticsPage />, { path: PATH, url });
}

/** The cell texts of the table captioned `caption`, row by row (header row first). */
function tableText(caption: RegExp): string[][] {
  const table = screen.getByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''));
}

/** The section whose h2 is `title`. */
function section(title: string): HTMLElement {
  return screen.getByRole('region', { name: title });
}

signInAsAdminForEachTest();

describe('Platform Statistics', { timeout: 30_000 }, () => {
  it('shows the four all-time figures as labelled cards, with the disability types to open', async () => {
    mockStatisticsApi();
    const user = userEvent.setup();
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Platform Statistics' })).toBeInTheDocument();
    const totals = await screen.findByRole('region', { name: 'Totals' });
    const cards = within(totals).getAllByRole('listitem');
    expect(cards.slice(0, 4).map((card) => card.textContent)).toEqual([
      'Job seekers1,234all time',
      'Employers40all time',
      'Jobs posted310all time',
      expect.stringMatching(/^Disability types3all time/u),
    ]);
    const toggle = within(totals).getByRole('button', { name: 'Show the disability types' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(totals).getByText('Deaf or Hard of Hearing')).toBeVisible();
  });

  it('gives every section a heading, a summary, a named chart and a table', async () => {
    mockStatisticsApi();
    show('/admin/platform-statistics?from=2026-11-01&to=2026-11-25');
    await screen.findByRole('region', { name: 'Totals' });
    expect(
      screen.getByText('The sections below cover from Nov 1, 2026 to Nov 25, 2026; the totals are all time.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Totals',
      'Hiring funnel',
      'Approval of job seekers',
      'Job seekers and applications by disability',
      'Job seekers by region',
      'New job seekers, jobs and applications per week',
      'Top categories',
      'Verified and unverified employers',
    ]);

    const funnel = section('Hiring funnel');
    expect(funnel).toHaveTextContent(
      'Of 120 job seekers who signed up in this period, 48 (40%) were approved by an admin and 9 (8%) were approved by an employer.',
    );
    expect(
      within(funnel).getByRole('img', { name: 'Hiring funnel chart; the same figures are in the table below' }),
    ).toBeInTheDocument();
    expect(tableText(/^Hiring funnel:/u)).toEqual([
      ['Step', 'Job seekers', 'Share of sign-ups'],
      ['Signed up', '120', '100%'],
      ['E-mail verified', '100', '83%'],
      ['Approved by an admin', '48', '40%'],
      ['Applied to a job', '30', '25%'],
      ['Approved by an employer', '9', '8%'],
    ]);

    const approval = section('Approval of job seekers');
    expect(approval).toHaveTextContent('Median time to approval2 days 4 hours');
    expect(approval).toHaveTextContent('Waiting now7');
    expect(approval).toHaveTextContent('Longest wait5 days 10 hours');
    expect(tableText(/^Approval of job seekers:/u)).toContainEqual(['Median wait of those waiting now', '20 hours']);

    const weekly = section('New job seekers, jobs and applications per week');
    expect(
      within(weekly)
        .getAllByRole('img')
        .map((chart) => chart.getAttribute('aria-label')),
    ).toEqual([
      'New job seekers per week chart; the same figures are in the table below',
      'Jobs posted per week chart; the same figures are in the table below',
      'Applications per week chart; the same figures are in the table below',
    ]);
    const weeks = tableText(/^New job seekers, jobs posted and applications/u);
    expect(weeks).toHaveLength(13);
    expect(weeks[10]).toEqual(['Nov 9, 2026', '10', '0', '62']);

    expect(section('Top categories')).toHaveTextContent('Technology had the most jobs posted in this period (14).');
    expect(tableText(/^Top categories by applications:/u)).toEqual([
      ['Category', 'Applications'],
      ['Customer Service', '70'],
    ]);
    expect(tableText(/^Employers on the platform now/u)).toEqual([
      ['Employers', 'Count', 'Share'],
      ['Verified business registration', '25', '63%'],
      ['Not verified', '15', '38%'],
    ]);
    // Every chart's drawing is hidden from screen readers: its name sends them to the table.
    for (const chart of screen.getAllByRole('img', { name: /chart; the same figures are in the table below$/u })) {
      expect(chart.querySelector('g[aria-hidden="true"]')).not.toBeNull();
    }
  });

  it('says "fewer than 5" for protected counts in tables, and draws them as labelled hatched stubs', async () => {
    mockStatisticsApi();
    show('/admin/platform-statistics?from=2026-11-01&to=2026-11-25');
    await screen.findByRole('region', { name: 'Totals' });
    expect(tableText(/by disability$/u)).toEqual([
      ['Disability', 'Job seekers who signed up', 'Applications sent'],
      ['Visual Disability', '32', '120'],
      ['Deaf or Hard of Hearing', '20', 'fewer than 5'],
      ['Orthopedic', 'fewer than 5', '8'],
    ]);
    expect(tableText(/by the region of their PWD ID$/u)).toContainEqual(['Central Visayas (VII)', 'fewer than 5']);

    const chart = within(section('Job seekers and applications by disability')).getByRole('img');
    const texts = Array.from(chart.querySelectorAll('text'), (text) => text.textContent);
    expect(texts).toEqual(
      expect.arrayContaining(['fewer than 5 applications', 'fewer than 5 job seekers', '120 applications']),
    );
    // A stub is drawn for each protected count (dashed, cross-hatched), never a bar of some length.
    expect(chart.querySelectorAll('rect[stroke-dasharray]')).toHaveLength(2);
    // The two series are told apart by pattern too (and by the legend and the labels).
    expect(within(section('Job seekers and applications by disability')).getByText('(striped bars)')).toBeVisible();
  });

  it('downloads a table as CSV, named after the period, and says the download started', async () => {
    mockStatisticsApi();
    const blobs: Blob[] = [];
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:statistics';
      }),
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const user = userEvent.setup();
    show('/admin/platform-statistics?from=2026-11-01&to=2026-11-25');
    await screen.findByRole('region', { name: 'Totals' });

    await user.click(screen.getByRole('button', { name: 'Download CSV of the by disability table' }));
    expect(downloads).toEqual(['kakayahan-by-disability-2026-11-01-to-2026-11-25.csv']);
    expect((await blobs[0]!.text()).replace(/^\uFEFF/u, '')).toBe(
      'Disability,Job seekers who signed up,Applications sent\r\n' +
        'Visual Disability,32,120\r\n' +
        'Deaf or Hard of Hearing,20,fewer than 5\r\n' +
        'Orthopedic,fewer than 5,8\r\n',
    );
    expect(
      screen.getByText('Download started: kakayahan-by-disability-2026-11-01-to-2026-11-25.csv'),
    ).toBeInTheDocument();

    // A category name that looks like a formula is defused, and one with a comma quoted.
    await user.click(screen.getByRole('button', { name: 'Download CSV of the top categories by jobs posted table' }));
    expect(downloads[1]).toBe('kakayahan-top-categories-by-jobs-2026-11-01-to-2026-11-25.csv');
    expect(await blobs[1]!.text()).toContain(`Technology,14\r\n"'=Sales, Marketing",9\r\n`);
  });

  it('sends the period as from and to, kept in the address, and Clear goes back to all time', async () => {
    const { calls } = mockStatisticsApi();
    const user = userEvent.setup();
    const { router } = show();
    await screen.findByRole('region', { name: 'Totals' });
    expect(calls.at(-1)?.url.search).toBe('');

    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-25');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(calls.at(-1)?.url.search).toBe('?from=2026-11-01&to=2026-11-25'));
    expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-25');
    expect(
      await screen.findByText('The sections below cover from Nov 1, 2026 to Nov 25, 2026; the totals are all time.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('From')).toHaveValue('');
    expect(await screen.findByText('The sections below cover all time; the totals are all time.')).toBeInTheDocument();
  });

  it('refuses a start after the end at the To field, without asking the server', async () => {
    const { calls } = mockStatisticsApi();
    const user = userEvent.setup();
    show();
    await screen.findByRole('region', { name: 'Totals' });
    const asked = calls.length;
    await user.type(screen.getByLabelText('From'), '2026-11-25');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const to = screen.getByLabelText('To');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('The start date must be on or before the end date.');
    expect(to).toHaveFocus();
    expect(calls).toHaveLength(asked);
  });

  it('says what is wrong with a period in the address and asks nothing until it is corrected', async () => {
    const { calls } = mockStatisticsApi();
    show('/admin/platform-statistics?from=2026-11-25&to=2026-11-01');
    expect(await screen.findByText('Correct the period above to see the statistics.')).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(
      /The start date must be on or before the end date\./u,
    );
    expect(calls).toHaveLength(0);
  });

  it("shows the server's refusal of a period at its field", async () => {
    mockStatisticsApi(() =>
      json(
        { error: 'The start date is not a real date.', fields: { from: 'The start date is not a real date.' } },
        400,
      ),
    );
    show('/admin/platform-statistics?from=2026-11-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('The start date is not a real date.');
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription(/The start date is not a real date\./u);
  });

  it('says when the statistics cannot be loaded, and Try again loads them', async () => {
    let fail = true;
    mockStatisticsApi(() => (fail ? json({ error: 'Server error.' }, 500) : json(statistics())));
    const user = userEvent.setup();
    show();
    expect(screen.getByText('Loading platform statistics…')).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load platform statistics. Please try again.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Totals' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
