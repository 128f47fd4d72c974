import { describe, expect, it } from 'vitest';
import { appForThisFile, createTestApp } from '../../../test/test-app.js';

const t = await appForThisFile();

describe('GET /api/health', () => {
  it('answers 200 when the database is reachable', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 with a message when the database is gone', async () => {
    const other = await createTestApp();
    await other.database.close();
    const response = await other.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: 'The database is not reachable.' });
    await other.app.close();
  });

  it('sets the security headers on every response', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.request({ method: 'GET', url: '/api/does-not-exist/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found.' });
  });

  it('serves the OpenAPI document generated from the schemas', async () => {
    const response = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/signup/', '/api/login/', '/api/get-notifications/']),
    );
    expect(doc.components.schemas).toHaveProperty('SignupRequest');
  });
});

describe('GET /api/docs', () => {
  it('serves the documentation UI under a CSP that forbids framing', async () => {
    const response = await t.request({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).not.toContain("frame-ancestors 'self'");
  });
});
