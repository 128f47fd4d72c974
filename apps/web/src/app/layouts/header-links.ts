import { PRODUCT_SLUG } from '@kakayahan/contracts';
import type { Session } from '../../lib/session';

export interface HeaderLink {
  to: string;
  label: string;
}

/** Job fairs are open to everyone: visitors see the upcoming ones (issue 11). */
export const JOB_FAIRS_PATH = '/job-fairs';
export const FORUM_PATH = `/${PRODUCT_SLUG}/forum`;
/** My PWD ID: all a job seeker waiting for approval can open (besides signing out). */
export const MY_PWD_ID_LINK: HeaderLink = { to: '/job-seeker/pwd', label: 'My PWD ID' };

/**
 * A visitor's header links (document 1 §2 "Public header", with decision 024's names), in the wide header
 * and in its Menu alike. Post a Job goes to the employer sign-in, which then opens the job form.
 */
export const PUBLIC_LINKS: HeaderLink[] = [
  { to: JOB_FAIRS_PATH, label: 'Job Fairs' },
  { to: '/job-seeker/signin', label: 'Job seeker sign in' },
  { to: '/employer/signin', label: 'Employer sign in' },
  { to: `/employer/signin?redirect=${encodeURIComponent('/employer/post-job')}`, label: 'Post a Job' },
];

/**
 * The header's main links per role. A job seeker's two most used pages come first: finding a job and
 * following their applications (issue 14); "My applications" is the one name of the Track Job page.
 */
export function mainLinksOf(userType: Session['userType']): HeaderLink[] {
  const community: HeaderLink[] = [
    { to: '/user-chats', label: 'Messages' },
    { to: JOB_FAIRS_PATH, label: 'Job Fairs' },
    { to: FORUM_PATH, label: 'Forum' },
  ];
  if (userType === 'Employee') {
    return [
      { to: '/job-seeker/dashboard', label: 'Find jobs' },
      { to: '/job-seeker/track-job', label: 'My applications' },
      ...community,
    ];
  }
  if (userType === 'Employer') return community;
  return [{ to: FORUM_PATH, label: 'Forum' }];
}

/**
 * The role's own screens at the top of the account menu. Job Preferences is the spec's (job seekers
 * only; its Job Tracking is the header's "My applications" now); the profile and dashboard entries are
 * ours, so every screen is reachable without knowing its address (decision 013); Saved Jobs is issue 16's.
 */
export const ACCOUNT_LINKS: Record<Session['userType'], HeaderLink[]> = {
  Employee: [
    { to: '/job-seeker/profile-main', label: 'My Profile' },
    { to: '/job-seeker/saved-jobs', label: 'Saved Jobs' },
    { to: '/job-seeker/preferences', label: 'Job Preferences' },
  ],
  Employer: [
    { to: '/employer/dashboard', label: 'Employer Dashboard' },
    { to: '/employer/post-job', label: 'Post a Job' },
    { to: '/employer/profile', label: 'Company Profile' },
  ],
  Admin: [],
};

/** Everyone's account menu ends with these (document 1 §2), then Sign out. */
export const ABOUT_LINKS: HeaderLink[] = [
  { to: '/FAQS', label: 'FAQs' },
  { to: '/accessibility', label: 'Accessibility' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
];

/** The one name of signing out, in the header, the phone menu and the admin sidebar. */
export const SIGN_OUT = 'Sign out';
