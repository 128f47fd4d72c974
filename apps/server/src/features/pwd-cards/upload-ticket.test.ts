import { PWD_CARD_MESSAGES } from '@kakayahan/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pwdCards, userTokens } from '../../db/schema.js';
import { hashToken } from '../../platform/tokens.js';
import { STRONG_PASSWORD, uniqueEmail, uniqueIp } from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';
import { cardForm, pngImage } from '../../../test/support/card-images.js';

// Decision 009's fix (issue 14): a sign-up that asks for it gets a one-time ticket, and its card upload
// needs that ticket, so nobody can upload a card for someone else's new account by guessing its id.

const t = await appForThisFile();

interface SignupBody {
  id: number;
  message: string;
  upload_ticket?: string;
}

async function signUp(overrides: Record<string, unknown> = {}): Promise<SignupBody> {
  const response = await t.request({
    method: 'POST',
    url: '/api/signup/',
    payload: {
      first_name: 'Maria',
      last_name: 'Santos',
      email: uniqueEmail('ticket'),
      password: STRONG_PASSWORD,
      user_type: 'Employee',
      user_disability: 'Visual Disability',
      ID_number: '1374010000123456',
      card_upload: 'ticket',
      ...overrides,
    },
    remoteAddress: uniqueIp(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SignupBody>();
}

const upload = async (fields: Record<string, string>) =>
  t.request({
    method: 'POST',
    url: '/api/upload-pwd-card/',
    ...cardForm(await pngImage(), fields),
    remoteAddress: uniqueIp(),
  });

const cardOf = async (userId: number) => (await t.db.select().from(pwdCards).where(eq(pwdCards.userId, userId)))[0];

const ticketRows = (userId: number) =>
  t.db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, 'card_upload')));

describe('POST /api/signup/ with card_upload: "ticket"', () => {
  it('answers a one-time upload ticket and stores only its hash', async () => {
    const body = await signUp();
    expect(body.upload_ticket).toMatch(/^[A-Za-z0-9_-]{40,}$/u);
    const rows = await ticketRows(body.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(body.upload_ticket ?? ''));
    expect(JSON.stringify(rows)).not.toContain(body.upload_ticket);
    expect(rows[0]?.usedAt).toBeNull();
  });

  it('answers no ticket without card_upload, or for an employer', async () => {
    const plain = await signUp({ card_upload: undefined });
    expect(plain).not.toHaveProperty('upload_ticket');
    expect(await ticketRows(plain.id)).toEqual([]);
    const employer = await signUp({ user_type: 'Employer', user_disability: undefined, ID_number: undefined });
    expect(employer).not.toHaveProperty('upload_ticket');
  });

  it('refuses any other card_upload value with 400', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/signup/',
      payload: {
        first_name: 'Maria',
        last_name: 'Santos',
        email: uniqueEmail('ticket'),
        password: STRONG_PASSWORD,
        user_type: 'Employee',
        user_disability: 'Visual Disability',
        ID_number: '1374010000123456',
        card_upload: 'yes',
      },
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/upload-pwd-card/ after a sign-up with a ticket', () => {
  it('stores the card with the right ticket, and uses the ticket up', async () => {
    const { id, upload_ticket: ticket = '' } = await signUp();
    const response = await upload({ user: String(id), ticket });
    expect(response.statusCode, response.body).toBe(201);
    expect(await cardOf(id)).toBeDefined();
    expect((await ticketRows(id))[0]?.usedAt).toBeInstanceOf(Date);
  });

  it('refuses a missing, wrong or other account’s ticket with the same 403, storing nothing', async () => {
    const mine = await signUp();
    const theirs = await signUp();
    const attempts: Record<string, string>[] = [
      {},
      { ticket: '' },
      { ticket: 'x'.repeat(43) },
      { ticket: theirs.upload_ticket ?? '' },
    ];
    for (const fields of attempts) {
      const response = await upload({ user: String(mine.id), ...fields });
      expect(response.statusCode, JSON.stringify(fields)).toBe(403);
      expect(response.json()).toEqual({ error: PWD_CARD_MESSAGES.notAllowed });
    }
    expect(await cardOf(mine.id)).toBeUndefined();
    expect((await ticketRows(mine.id))[0]?.usedAt).toBeNull();
  });

  it('refuses a second use of the ticket with the same 403, keeping the first card', async () => {
    const { id, upload_ticket: ticket = '' } = await signUp();
    expect((await upload({ user: String(id), ticket })).statusCode).toBe(201);
    const first = await cardOf(id);
    const again = await upload({ user: String(id), ticket });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ error: PWD_CARD_MESSAGES.notAllowed });
    expect(await cardOf(id)).toEqual(first);
  });

  it('refuses the ticket once the upload window has passed', async () => {
    const { id, upload_ticket: ticket = '' } = await signUp();
    try {
      t.clock.advance(31 * 60_000);
      const response = await upload({ user: String(id), ticket });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: PWD_CARD_MESSAGES.notAllowed });
    } finally {
      t.clock.advance(-31 * 60_000);
    }
  });

  it('keeps the old rule for a sign-up that did not ask for a ticket', async () => {
    const { id } = await signUp({ card_upload: undefined });
    expect((await upload({ user: String(id) })).statusCode).toBe(201);
  });
});
