import { endpointUrl, jobsApi } from '@kakayahan/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../auth/components/test-harness';
import { jobDetail, json, mockJobApi, signInAsJobSeekerForEachTest } from '../components/job-feed-test-data';
import JobPage from './job-page';

signInAsJobSeekerForEachTest();

function headContent(selector: string): string | null {
  return document.head.querySelector(selector)?.getAttribute('content') ?? null;
}

describe('what search engines and link previews see of a job page (decision 028)', { timeout: 15_000 }, () => {
  it('gives its description, canonical address, preview tags and JobPosting data once the job loaded', async () => {
    mockJobApi({
      [`GET ${endpointUrl(jobsApi.jobDetail, { post_id: 1 })}`]: () =>
        json(jobDetail({ salary_range: '₱18,000 - ₱22,000 per month', is_remote: false })),
    });
    const { container } = renderPage(<JobPage />, { path: '/jobs/:jobId', url: '/jobs/1' });
    await screen.findByRole('heading', { level: 1, name: 'Data Encoder' });

    const description =
      'Data Encoder at Acme Philippines, Quezon City. Encode records into the system. Check them twice.';
    expect(headContent('meta[name="description"]')).toBe(description);
    expect(headContent('meta[property="og:description"]')).toBe(description);
    expect(headContent('meta[property="og:title"]')).toBe('Data Encoder');
    expect(headContent('meta[property="og:type"]')).toBe('website');
    expect(headContent('meta[property="og:site_name"]')).toBe('Kakayahan Jobs');
    expect(headContent('meta[name="twitter:card"]')).toBe('summary_large_image');
    const url = `${window.location.origin}/jobs/1`;
    expect(headContent('meta[property="og:url"]')).toBe(url);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);

    const blocks = container.querySelectorAll('script[type="application/ld+json"]');
    expect(blocks).toHaveLength(1);
    const data = JSON.parse(blocks[0]?.textContent ?? '') as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Data Encoder',
      datePosted: '2026-03-05T12:00:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { name: 'Acme Philippines', sameAs: `${window.location.origin}/companies/20` },
      jobLocation: { address: { addressLocality: 'Quezon City', addressCountry: 'PH' } },
      baseSalary: { currency: 'PHP', value: { minValue: 18000, maxValue: 22000, unitText: 'MONTH' } },
    });
  });

  it('gives neither preview tags nor JobPosting data for a job that does not exist', async () => {
    mockJobApi({
      [`GET ${endpointUrl(jobsApi.jobDetail, { post_id: 1 })}`]: () => json({ error: 'Job not found.' }, 404),
    });
    const { container } = renderPage(<JobPage />, { path: '/jobs/:jobId', url: '/jobs/1' });
    await screen.findByRole('heading', { level: 1, name: 'Job not found' });
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(container.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});
