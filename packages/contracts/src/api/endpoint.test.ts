import { describe, expect, it } from 'vitest';
import { accessErrors, endpointName, endpointUrl } from './endpoint.js';

describe('endpointUrl', () => {
  it('fills path parameters, URL-encoded, and appends the query without empty values', () => {
    const url = endpointUrl(
      { path: '/api/reset-password/:uid/:token/' },
      { uid: 7, token: 'a/b c' },
      { search: 'café & co', page: 2, empty: '', none: undefined, nothing: null, tags: ['x', 'y'] },
    );
    expect(url).toBe('/api/reset-password/7/a%2Fb%20c/?search=caf%C3%A9+%26+co&page=2&tags=x&tags=y');
  });

  it('leaves a path without parameters or query as it is', () => {
    expect(endpointUrl({ path: '/api/posts/' })).toBe('/api/posts/');
    expect(endpointUrl({ path: '/api/posts/' }, undefined, { search: '' })).toBe('/api/posts/');
  });

  it('throws when a path parameter is missing or is not a plain value', () => {
    expect(() => endpointUrl({ path: '/api/posts/:id/' }, {})).toThrow('the path parameter id is missing');
    expect(() => endpointUrl({ path: '/api/posts/:id/' }, { id: { x: 1 } })).toThrow('must be a string');
  });
});

describe('endpointName and accessErrors', () => {
  it('names an endpoint the way the documents write it', () => {
    expect(endpointName({ method: 'DELETE', path: '/api/posts/:id/' })).toBe('DELETE /api/posts/{id}/');
  });

  it('derives 401 and 403 from the access rule', () => {
    expect(accessErrors('anyone')).toEqual([]);
    expect(accessErrors('signed link')).toEqual([]);
    expect(accessErrors('signed in')).toEqual([401]);
    expect(accessErrors(['Admin'])).toEqual([401, 403]);
  });
});
