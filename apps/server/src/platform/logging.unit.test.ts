import { describe, expect, it } from 'vitest';
import { serializeError } from './logging.js';

/** A driver error as node-postgres and PGlite shape it. */
function databaseError(message: string, fields: Record<string, unknown>): Error {
  return Object.assign(new Error(message), fields);
}

/** A query error as drizzle wraps the driver's. */
function queryError(query: string, params: unknown[], cause: Error): Error {
  return Object.assign(new Error(`Failed query: ${query}\nparams: ${params.join(',')}`, { cause }), { query, params });
}

describe('serializeError', () => {
  it('drops the parameters, the detail and every unknown property of a failed query', () => {
    const cause = databaseError('duplicate key value violates unique constraint "users_email_unique"', {
      code: '23505',
      severity: 'ERROR',
      table: 'users',
      constraint: 'users_email_unique',
      detail: 'Key (email)=(maria@example.com) already exists.',
      where: 'maria@example.com',
      params: ['maria@example.com'],
    });
    const error = queryError(
      'insert into "users" ("email") values ($1)',
      ['maria@example.com', '$argon2id$v=19$x'],
      cause,
    );
    const serialized = serializeError(error);

    expect(serialized).toMatchObject({
      type: 'Error',
      message: 'Failed query: insert into "users" ("email") values ($1)',
      cause: { code: '23505', severity: 'ERROR', table: 'users', constraint: 'users_email_unique' },
    });
    const text = JSON.stringify(serialized);
    expect(text).not.toContain('maria@example.com');
    expect(text).not.toContain('argon2');
    expect(text).not.toContain('detail');
  });

  it('masks a parameter quoted in the database message (e.g. bad input syntax), dates included', () => {
    const when = new Date('2026-01-02T03:04:05.000Z');
    const cause = databaseError('invalid input syntax for type integer: "1374-0100-00123"', { code: '22P02' });
    const dateCause = databaseError(`bad date: "${when.toISOString()}"`, { code: '22007' });
    expect(serializeError(queryError('select $1', ['1374-0100-00123'], cause)).cause?.message).toBe(
      'invalid input syntax for type integer: "[redacted]"',
    );
    expect(serializeError(queryError('select $1', [when], dateCause)).cause?.message).toBe('bad date: "[redacted]"');
  });

  it('keeps the class, code, status and stack frames of any other error', () => {
    const error = Object.assign(new TypeError('boom'), { code: 'ERR_X', statusCode: 503, secret: 'hidden' });
    const serialized = serializeError(error);
    expect(serialized).toMatchObject({ type: 'TypeError', message: 'boom', code: 'ERR_X', statusCode: 503 });
    expect(serialized.stack).toMatch(/^TypeError: boom\n\s+at /u);
    expect(JSON.stringify(serialized)).not.toContain('hidden');
    expect(serializeError('a string')).toMatchObject({
      type: 'string',
      message: 'A value that is not an Error was thrown.',
    });
  });
});
