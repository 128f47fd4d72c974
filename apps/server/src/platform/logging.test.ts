import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail, uniqueIp } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// A failed database write must not put what it was writing into the logs: drizzle's error message carries
// "params: <every value>" and the driver's detail names the values too.

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logLevel: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
  // Any new account named "Refused" now fails its INSERT, as a broken write in production would.
  await t.db.execute(sql`alter table users add constraint test_refuse_writes check (first_name <> 'Refused')`);
});
afterAll(() => t.close());

interface LogLine {
  msg: string;
  level: number;
  err?: { type: string; message: string; stack?: string; code?: string; constraint?: string; table?: string };
}

const logged = () => lines.map((line) => JSON.parse(line) as LogLine);

describe('the log of a failed database write', () => {
  it('names the error, its SQLSTATE, constraint and table, and none of the values written', async () => {
    const email = uniqueEmail('private.person');
    const idNumber = '1374019876543210';
    const response = await t.request({
      method: 'POST',
      url: '/api/signup/',
      remoteAddress: uniqueIp(),
      payload: {
        first_name: 'Refused',
        last_name: 'Dalisay',
        email,
        password: 'Sampaguita-Blooms-42!',
        user_type: 'Employee',
        user_disability: 'Psychosocial Disability',
        ID_number: idNumber,
      },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Something went wrong on our side. Please try again.' });

    const failure = logged().find((line) => line.msg === 'unhandled error');
    expect(failure?.err).toMatchObject({
      type: 'DrizzleQueryError',
      message: expect.stringMatching(/^Failed query: insert into "users"/u) as string,
    });
    const cause = (failure?.err as { cause?: Record<string, unknown> } | undefined)?.cause;
    expect(cause).toMatchObject({ code: '23514', constraint: 'test_refuse_writes', table: 'users' });

    const everything = lines.join('\n');
    for (const secret of [email, idNumber, 'Dalisay', 'Psychosocial Disability', '$argon2', 'params:']) {
      expect(everything, secret).not.toContain(secret);
    }
    expect(everything).not.toContain('Failing row contains');
  });

  it('keeps the password hash and the e-mail of a unique violation out as well', async () => {
    const emails: string[] = [];
    await t.db.execute(sql`create unique index test_unique_last_name on users (last_name) where last_name = 'Twice'`);
    const signUp = () => {
      const email = uniqueEmail('twice');
      emails.push(email);
      return t.request({
        method: 'POST',
        url: '/api/signup/',
        remoteAddress: uniqueIp(),
        payload: {
          first_name: 'Ramon',
          last_name: 'Twice',
          email,
          password: 'Sampaguita-Blooms-42!',
          user_type: 'Employer',
        },
      });
    };
    expect((await signUp()).statusCode).toBe(201);
    lines.length = 0;
    expect((await signUp()).statusCode).toBe(500);

    const failure = logged().find((line) => line.msg === 'unhandled error');
    expect((failure?.err as { cause?: Record<string, unknown> } | undefined)?.cause).toMatchObject({
      code: '23505',
      constraint: 'test_unique_last_name',
    });
    const everything = lines.join('\n');
    for (const secret of [...emails, 'twice.', '$argon2', 'Key (last_name)', '(Twice)']) {
      expect(everything, secret).not.toContain(secret);
    }
  });
});
