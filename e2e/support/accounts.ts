import { loginResponseSchema, type UserType } from '@kakayahan/contracts';

/** A signed-in account as the web app stores it (the login answer's fields). */
export interface E2eSession {
  token: string;
  userId: number;
  user_type: UserType;
  username: string;
}

export type DemoRole = 'jobSeeker' | 'employer' | 'admin';

/** The seeded demo accounts (apps/server/src/db/seed-demo.ts). */
export const DEMO_ACCOUNTS: Record<DemoRole, { email: string; password: string }> = {
  jobSeeker: { email: 'maria.santos@kakayahan.demo', password: 'Seeker-Demo-2026!' },
  employer: { email: 'hiring@bayanihan-tech.demo', password: 'Employer-Demo-2026!' },
  admin: { email: 'admin@kakayahan.demo', password: 'Admin-Demo-2026!' },
};

/**
 * Signs a demo account in through the API. Sign-in is limited to 10 a minute per address, so the
 * suite shares the sessions made once in global setup and calls this only when a test ends its session.
 */
export async function signInThroughApi(baseUrl: string, role: DemoRole): Promise<E2eSession> {
  const response = await fetch(`${baseUrl}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ACCOUNTS[role]),
  });
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(`demo sign-in as ${role} failed (${response.status}): ${JSON.stringify(body)}`);
  const { token, userId, user_type, username } = loginResponseSchema.parse(body);
  return { token, userId, user_type, username };
}
