import { JOB_FAIR_MESSAGES } from '@kakayahan/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from '../../../app/layouts/site-header';
import { PLAIN_GET_FORM_ATTRIBUTE } from '../../../ssr/plain-get-form';
import { jsonResponse, mockApi, renderPage } from '../../auth/components/test-harness';
import { redirectFitsRole } from '../../auth/components/sign-in-destination';
import { jobFair, signInForEachTest } from '../components/job-fairs-test-data';
import JobFairsPage from './job-fairs-page';

function show(url = '/job-fairs') {
  return renderPage(<JobFairsPage />, { path: '/job-fairs', url });
}

describe('Job fairs page, visitor', { timeout: 20_000 }, () => {
  signInForEachTest(null);

  it('shows the upcoming fairs without a token, and Register Now leads to the job seeker sign-in and back', async () => {
    const { calls } = mockApi({ 'GET /api/jobfairs/': () => jsonResponse([jobFair({ id: 4 })]) });
    const user = userEvent.setup();
    const { router } = show();
    expect(screen.getByRole('heading', { level: 1, name: 'Upcoming Job Fairs' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Inclusive Careers Fair' });
    const link = within(card).getByRole('link', { name: 'Register Now for Inclusive Careers Fair' });
    const target = '/job-fairs?register=4';
    expect(link).toHaveAttribute('href', `/job-seeker/signin?redirect=${encodeURIComponent(target)}`);
    // The sign-in accepts the way back for a job seeker.
    expect(redirectFitsRole(target, 'Employee')).toBe(true);
    expect(card).toHaveTextContent('Sign in as a job seeker to register.');
    // Only the list is asked for (no registrations, no profile), and without a token.
    expect(new Set(calls.map((call) => call.path))).toEqual(new Set(['/api/jobfairs/']));
    expect(calls.every((call) => call.authorization === null)).toBe(true);
    expect(screen.queryByRole('heading', { name: 'My registrations' })).not.toBeInTheDocument();

    await user.click(link);
    expect(router.state.location.pathname).toBe('/job-seeker/signin');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(target)}`);
  });

  it("filters with a plain GET form the browser sends without the app, its fields the address's", async () => {
    const { calls } = mockApi({
      'GET /api/jobfairs/?accessibility=elevator': () => jsonResponse([jobFair({ id: 4 })]),
    });
    show('/job-fairs?accessibility=elevator&format=');
    await screen.findByRole('article', { name: 'Inclusive Careers Fair' });
    expect(calls.map((call) => call.path)).toContain('/api/jobfairs/?accessibility=elevator');
    const form = screen.getByRole('form', { name: 'Filter job fairs' });
    // Decision 025's waking rules: a visitor's filtering is sent by the browser, the server renders the answer.
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/job-fairs');
    expect(form).toHaveAttribute(PLAIN_GET_FORM_ATTRIBUTE);
    expect(form.closest('details')).toHaveAttribute('open');
    const elevator = within(form).getByRole('checkbox', { name: 'Elevator' });
    expect(elevator).toBeChecked();
    expect(elevator).toHaveAttribute('name', 'accessibility');
    expect(within(form).getByRole('combobox', { name: 'Format' })).toHaveValue('');
    expect(within(form).getByRole('button', { name: 'Apply filters' })).toHaveAttribute('type', 'submit');
    expect(within(form).getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/job-fairs');
  });

  it('says when there is no fair yet', async () => {
    mockApi({ 'GET /api/jobfairs/': () => jsonResponse([]) });
    show();
    expect(await screen.findByText('No job fairs yet')).toBeInTheDocument();
    expect(screen.getByText('0 job fairs')).toBeInTheDocument();
  });

  it('says when the fairs could not be loaded, and tries again', async () => {
    let isDown = true;
    mockApi({
      'GET /api/jobfairs/': () => (isDown ? jsonResponse({ error: 'Down' }, 503) : jsonResponse([jobFair()])),
    });
    const user = userEvent.setup();
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(JOB_FAIR_MESSAGES.loadFairsFailed);
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Inclusive Careers Fair' })).toBeInTheDocument();
  });

  it('has Job Fairs in the public header', () => {
    renderPage(<SiteHeader />, { path: '/' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Job Fairs' })).toHaveAttribute('href', '/job-fairs');
  });
});

describe('Job fairs page, admin', { timeout: 20_000 }, () => {
  signInForEachTest('Admin');

  it('lists the upcoming fairs read-only', async () => {
    mockApi({ 'GET /api/jobfairs/': () => jsonResponse([jobFair()]) });
    show();
    const card = await screen.findByRole('article', { name: 'Inclusive Careers Fair' });
    expect(screen.getByText(/This list is read-only/u)).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });
});
