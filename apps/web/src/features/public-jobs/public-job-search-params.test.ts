import { describe, expect, it } from 'vitest';
import { pagesAround } from './components/public-job-pager';
import { publicJobSearchHref, readPublicJobSearch } from './public-job-search-params';

const read = (query: string) => readPublicJobSearch(new URLSearchParams(query));

describe('the address of the public job list', () => {
  it('reads the words, the category and the page, forgiving what the API would refuse', () => {
    expect(read('q=%20clerk%20&category=Retail&page=3')).toEqual({ q: 'clerk', category: 'Retail', page: 3 });
    expect(read('')).toEqual({ q: '', category: '', page: 1 });
    expect(read('category=Astrology&page=abc')).toEqual({ q: '', category: '', page: 1 });
    expect(read('page=0').page).toBe(1);
    expect(read('page=-2').page).toBe(1);
    expect(read('page=1.5').page).toBe(1);
    expect(read('page=99999').page).toBe(1);
    expect(read(`q=${'a'.repeat(250)}`).q).toHaveLength(200);
  });

  it('writes an address without empty parts or the first page, and reads it back the same', () => {
    expect(publicJobSearchHref({ q: '', category: '', page: 1 })).toBe('/jobs');
    expect(publicJobSearchHref({ q: 'data encoder', category: 'Customer Service', page: 2 })).toBe(
      '/jobs?q=data+encoder&category=Customer+Service&page=2',
    );
    const search = { q: 'a&b=c', category: 'Retail', page: 4 };
    expect(read(publicJobSearchHref(search).split('?')[1] ?? '')).toEqual(search);
  });
});

describe('the page numbers the pager shows', () => {
  it('shows every page of a short list', () => {
    expect(pagesAround(1, 1)).toEqual([1]);
    expect(pagesAround(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the first, the last and two either side of the current page, with gaps', () => {
    expect(pagesAround(1, 20)).toEqual([1, 2, 3, null, 20]);
    expect(pagesAround(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pagesAround(20, 20)).toEqual([1, null, 18, 19, 20]);
    expect(pagesAround(4, 20)).toEqual([1, 2, 3, 4, 5, 6, null, 20]);
  });
});
