import { VERIFIED_EMPLOYER_EXPLANATION, type CompanyPage as Company } from '@kakayahan/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../auth/components/test-harness';
import { feedJob, json, mockJobApi } from '../../job-feed/components/job-feed-test-data';
import CompanyPage from './company-page';

function company(overrides: Partial<Company> = {}): Company {
  return {
    user_id: 20,
    comp_name: 'Acme Philippines',
    comp_desc: 'We make accessible software.',
    comp_site: 'acme.ph',
    industry: 'Information Technology',
    location: 'Pasig City',
    comp_logo: '/media/logos/acme.webp',
    employer_verified: true,
    jobs: [feedJob({ post_id: 5, job_title: 'Data Encoder' }), feedJob({ post_id: 6, job_title: 'Tester' })],
    ...overrides,
  };
}

function answer(body: unknown, status = 200) {
  return mockJobApi({
    'GET /api/companies/20/': () => json(body, status),
    'GET /api/companies/999/': () => json(body, status),
  }).calls;
}

function show(url = '/companies/20') {
  return renderPage(<CompanyPage />, { path: '/companies/:employerId', url });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Company page', { timeout: 15_000 }, () => {
  it('shows the company, what "verified" means, and its jobs linking to their pages', async () => {
    const calls = answer(company());
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Philippines' })).toBeInTheDocument();
    expect(calls[0]?.authorization).toBeNull();
    expect(screen.getByRole('img', { name: 'Acme Philippines logo' })).toHaveAttribute('src', '/media/logos/acme.webp');
    expect(screen.getByText('Information Technology')).toBeInTheDocument();
    expect(screen.getByText('Pasig City')).toBeInTheDocument();
    expect(screen.getByText('We make accessible software.')).toBeInTheDocument();
    expect(screen.getByText('Verified employer')).toBeInTheDocument();
    expect(screen.getByText(VERIFIED_EMPLOYER_EXPLANATION)).toBeInTheDocument();
    const jobs = screen.getByRole('list', { name: 'Open jobs at Acme Philippines' });
    expect(within(jobs).getByRole('link', { name: 'Data Encoder' })).toHaveAttribute('href', '/jobs/5');
    expect(within(jobs).getByRole('link', { name: 'Tester' })).toHaveAttribute('href', '/jobs/6');
  });

  it('says when a company is not verified, and when it has no jobs', async () => {
    answer(company({ employer_verified: false, jobs: [], comp_logo: null }));
    show();
    expect(await screen.findByText(/Not verified yet/u)).toBeInTheDocument();
    expect(screen.queryByText('Verified employer')).not.toBeInTheDocument();
    expect(screen.getByText('Acme Philippines has no open jobs right now.')).toBeInTheDocument();
  });

  it('says so inside the page for an unknown company', async () => {
    answer({ error: 'not found' }, 404);
    show('/companies/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Company not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
