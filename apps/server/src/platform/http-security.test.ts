import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueIp } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Strict-Transport-Security only when the site is served over HTTPS (PUBLIC_URL), on every response.

let https: TestApp;
let http: TestApp;
beforeAll(async () => {
  https = await createTestApp({ publicUrl: 'https://jobs.kakayahan.test' });
  http = await createTestApp({ publicUrl: 'http://localhost:3000' });
});
afterAll(async () => {
  await https.close();
  await http.close();
});

const calls = [
  { method: 'GET', url: '/api/health' },
  { method: 'GET', url: '/api/me/' },
  { method: 'GET', url: '/api/does-not-exist/' },
  { method: 'POST', url: '/api/login/', payload: { email: 'not an email' } },
  { method: 'GET', url: '/media/logos/missing.webp' },
] as const;

describe('Strict-Transport-Security', () => {
  it('is on every response, for a year with subdomains, when PUBLIC_URL is https', async () => {
    for (const call of calls) {
      const response = await https.request({ ...call, remoteAddress: uniqueIp() });
      expect(response.headers['strict-transport-security'], `${call.url} ${response.statusCode}`).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  });

  it('is absent when PUBLIC_URL is http', async () => {
    for (const call of calls) {
      const response = await http.request({ ...call, remoteAddress: uniqueIp() });
      expect(response.headers['strict-transport-security'], call.url).toBeUndefined();
      // The other security headers are there either way.
      expect(response.headers['x-content-type-options'], call.url).toBe('nosniff');
    }
  });
});
