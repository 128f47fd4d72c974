import type { AdminUserRecord } from '@kakayahan/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { saveSession } from '../../../lib/session';

/** Test-only: an admin user record with sensible defaults (a pending job seeker with a card). */
export function adminUser(overrides: Partial<AdminUserRecord> = {}): AdminUserRecord {
  return {
    user: 5,
    username: 'Ana Reyes',
    email: 'ana@example.ph',
    first_name: 'Ana',
    last_name: 'Reyes',
    user_type: 'Employee',
    ID_no: '1376020001234567',
    id_number_formatted: '13-7602-000-1234567',
    user_disability: 'Visual Disability',
    location: 'Quezon City',
    contact_no: '09171234567',
    activated: false,
    email_verified: true,
    has_card: true,
    date_joined: '2026-03-01T02:30:00.000Z',
    card_reading: null,
    ...overrides,
  };
}

/** Test-only: Ben Cruz, a job seeker whose ID number is not in the national format and whose location is missing. */
export function benCruz(overrides: Partial<AdminUserRecord> = {}): AdminUserRecord {
  return adminUser({
    user: 6,
    username: 'Ben Cruz',
    email: 'ben@example.ph',
    first_name: 'Ben',
    last_name: 'Cruz',
    ID_no: '12345',
    id_number_formatted: null,
    user_disability: 'Deaf or Hard of Hearing',
    location: null,
    ...overrides,
  });
}

/** Test-only: a pending list of three job seekers; Carla has not uploaded her card. */
export const PENDING_USERS: AdminUserRecord[] = [
  adminUser(),
  benCruz({ email_verified: false }),
  adminUser({
    user: 7,
    username: 'Carla Santos',
    email: 'carla@example.ph',
    first_name: 'Carla',
    last_name: 'Santos',
    ID_no: '0401050007654321',
    id_number_formatted: '04-0105-000-7654321',
    user_disability: 'Orthopedic Disability',
    location: 'Cebu City',
    has_card: false,
  }),
];

/**
 * Test-only: a rough stand-in for the server's search (ID number digits, disability, name, e-mail,
 * location), so the fake answers look like the server's; the tests check what the screen sent.
 */
export function fakeUserSearch(users: readonly AdminUserRecord[], search: string | null): AdminUserRecord[] {
  const words = search?.trim().toLowerCase() ?? '';
  if (!words) return [...users];
  const digits = /[a-z@]/u.test(words) ? '' : words.replace(/\D/gu, '');
  return users.filter(
    (user) =>
      (digits !== '' && user.ID_no.includes(digits)) ||
      [user.user_disability, user.first_name, user.last_name, user.email, user.location ?? ''].some((text) =>
        text.toLowerCase().includes(words),
      ),
  );
}

/** Test-only: each test in the calling file runs signed in as an admin, and its fake server is removed after it. */
export function signInAsAdminForEachTest() {
  beforeEach(() => {
    saveSession({ token: 'admin-token', userId: 1, user_type: 'Admin', username: 'Admin' });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}

/** Test-only: the body rows of the table named `name`, once it is on screen. */
export async function bodyRows(name: string): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table', { name });
  return within(table).getAllByRole('row').slice(1);
}

/** Test-only: the row header (the user ID) of each body row of the table named `name`. */
export async function rowHeaders(name: string): Promise<(string | null)[]> {
  return (await bodyRows(name)).map((row) => within(row).getByRole('rowheader').textContent);
}
