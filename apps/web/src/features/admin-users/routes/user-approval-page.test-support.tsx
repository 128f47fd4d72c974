import type { AdminUserRecord } from '@kakayahan/contracts';
import { renderPage } from '../../auth/components/test-harness';
import { json, mockAdminApi, pageAnswer, type AdminApiHandler } from '../components/admin-fake-server.test-support';
import { bodyRows, fakeUserSearch, PENDING_USERS, rowHeaders } from '../components/admin-test-data';
import { adminVerification } from '../../employer-verification/components/verification-test-data';
import UserApprovalPage from './user-approval-page';

/** What the fake server answers for Ana Reyes's card (user 5): a signed link to its image. */
export const CARD = {
  image: '/api/pwd-card-image/5/?expires=99&signature=abc',
  expires_at: '2026-03-01T03:00:00.000Z',
};
export const LIST = '/api/admin/pending-users/';
export const EMPLOYERS_LIST = '/api/admin/employer-verifications/';

/** A fake server that searches and pages the pending list, which shrinks when someone is approved or rejected. */
export function mockServer(
  initial: AdminUserRecord[] = PENDING_USERS,
  overrides: Record<string, AdminApiHandler> = {},
) {
  let pending = [...initial];
  const remove = (path: string) => {
    const id = Number(/(\d+)\/$/u.exec(path)?.[1]);
    pending = pending.filter((u) => u.user !== id);
  };
  return mockAdminApi({
    [`GET ${LIST}`]: ({ url }) => pageAnswer(fakeUserSearch(pending, url.searchParams.get('search')), url),
    [`GET ${EMPLOYERS_LIST}`]: ({ url }) => pageAnswer([adminVerification()], url),
    'GET /api/retrieve-card/5/': () => json(CARD),
    'GET /api/retrieve-card/6/': () => json({ error: 'No card.' }, 404),
    'POST /api/admin/approve-user/5/': ({ path }) => {
      remove(path);
      return json({ message: 'Ana Reyes has been approved.' });
    },
    'POST /api/admin/reject-user/6/': ({ path }) => {
      remove(path);
      return json({ message: 'Ben Cruz has been rejected.' });
    },
    ...overrides,
  });
}

/** Renders the User Approval page at an address of /admin/user-approval. */
export function show(url = '/admin/user-approval') {
  return renderPage(<UserApprovalPage />, { path: '/admin/user-approval', url });
}

/** The body rows of the pending users' table, once it is there. */
export function rows() {
  return bodyRows('Pending users');
}

/** The user ids heading the pending users' rows, in order. */
export function rowIds() {
  return rowHeaders('Pending users');
}
