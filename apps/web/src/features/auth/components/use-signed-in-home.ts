import { useState } from 'react';
import { homePathOf } from '../../../app/guards';
import { getSession } from '../../../lib/session';

/**
 * The home page (My PWD ID for a pending job seeker) of someone who is already signed in when they open a sign-in or sign-up page, or
 * null. It is read once on arrival: signing in on the page itself must not jump home before the
 * page has routed the person by role and set-up state.
 */
export function useSignedInHomeOnArrival(): string | null {
  const [home] = useState(() => {
    const session = getSession();
    return session ? homePathOf(session) : null;
  });
  return home;
}
