import { TOTAL_COUNT_HEADER } from '@kakayahan/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedJob, json } from '../components/job-feed-test-data';
import { getAllJobs, readTotal } from './get-all-jobs';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('getAllJobs', () => {
  it('reads the number of matches from the total count header', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(json([feedJob()], 200, { [TOTAL_COUNT_HEADER]: '31' }));

    const page = await getAllJobs({ q: 'encoder', categories: [], isVerifiedOnly: false }, 2);

    expect(page).toEqual({ jobs: [feedJob()], page: 2, total: 31 });
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/all-jobs/?q=encoder&page=2&page_size=20');
  });

  it('asks for verified employers only with verified=true, and leaves it out otherwise', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(json([])));

    await getAllJobs({ q: '', categories: ['Finance'], isVerifiedOnly: true }, 1);
    await getAllJobs({ q: '', categories: [], isVerifiedOnly: false }, 1);

    expect(fetchSpy.mock.calls.map((call) => call[0])).toEqual([
      '/api/all-jobs/?category=Finance&verified=true&page=1&page_size=20',
      '/api/all-jobs/?page=1&page_size=20',
    ]);
  });

  it('sends workplace facts as one comma-separated list in the canonical order, and none when empty', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(json([])));

    await getAllJobs(
      { q: '', categories: [], isVerifiedOnly: false, workplace: ['elevator', 'step_free_entrance'] },
      1,
    );
    await getAllJobs({ q: '', categories: [], isVerifiedOnly: false, workplace: [] }, 1);

    const urls = fetchSpy.mock.calls.map((call) => new URL(call[0] as string, 'http://localhost'));
    expect(urls[0]?.searchParams.get('workplace')).toBe('step_free_entrance,elevator');
    expect(urls[1]?.searchParams.has('workplace')).toBe(false);
  });

  it('has no total when the server does not send the header', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json([]));

    expect((await getAllJobs({ q: '', categories: [], isVerifiedOnly: false }, 1)).total).toBeNull();
  });
});

describe('readTotal', () => {
  it('accepts only a whole, non-negative count', () => {
    expect(readTotal('0')).toBe(0);
    expect(readTotal('12')).toBe(12);
    expect(readTotal(null)).toBeNull();
    expect(readTotal(' ')).toBeNull();
    expect(readTotal('-1')).toBeNull();
    expect(readTotal('2.5')).toBeNull();
    expect(readTotal('many')).toBeNull();
  });
});
