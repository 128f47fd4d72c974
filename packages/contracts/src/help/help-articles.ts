import type { HelpArticle } from './help-article.js';

/**
 * Every help article of the product (issue 13): the Help Centre's pages, its search and the assistant's
 * knowledge. Write for people with limited reading: short sentences, one step per line, the screen's own
 * words for buttons and links.
 */
export const HELP_ARTICLES: readonly HelpArticle[] = [
  {
    id: 'track-applications',
    title: 'See your applications and their status',
    audience: 'job-seeker',
    summary:
      'Open My applications from your account menu. It lists every job you applied for with its status: Pending, Interviewed, Approved or Declined.',
    summaryFil:
      'Buksan ang My applications sa account menu mo. Nandoon ang bawat trabahong inaplayan mo at ang status nito: Pending, Interviewed, Approved o Declined.',
    body: [
      'Sign in.',
      'Open the account menu at the top of the page.',
      'Choose Job Tracking. You see every job you applied for.',
      'Each row shows the status: Pending, Interviewed, Approved or Declined.',
      'To cancel an application, choose Cancel Application and confirm.',
    ],
    link: { path: '/job-seeker/track-job', label: 'My applications' },
    keywords: ['applications', 'status', 'track', 'aplikasyon', 'inaplayan'],
    personal: 'pending-applications',
  },
  {
    id: 'approval-wait',
    title: 'Waiting for your PWD ID to be checked',
    audience: 'job-seeker',
    summary:
      'After you sign up and verify your e-mail, an administrator checks your PWD ID. You can sign in once they approve it. We e-mail you when it is done.',
    summaryFil:
      'Pagkatapos mag-sign up at i-verify ang e-mail mo, titingnan ng administrator ang PWD ID mo. Makaka-sign in ka kapag naaprubahan na. Mag-e-email kami kapag tapos na.',
    body: [
      'An administrator looks at the photo of your PWD ID card.',
      'They check your ID number and your disability.',
      'When they approve your account, we send you an e-mail. Then you can sign in.',
    ],
    link: null,
    keywords: ['approval', 'approved', 'pending', 'waiting', 'hinihintay', 'aprubado'],
    personal: 'approval-status',
  },
  {
    id: 'job-fairs-job-seeker',
    title: 'Register for a job fair',
    audience: 'job-seeker',
    summary:
      'Open Job Fairs at the top of the page, choose a fair and choose Register Now. We remind you a day and two hours before it starts.',
    summaryFil:
      'Buksan ang Job Fairs sa itaas ng page, pumili ng job fair at piliin ang Register Now. Paaalalahanan ka namin isang araw at dalawang oras bago ito magsimula.',
    body: ['Open Job Fairs.', 'Choose a fair.', 'Choose Register Now.'],
    link: { path: '/job-fairs', label: 'Job Fairs' },
    keywords: ['job fair', 'register', 'event', 'magparehistro'],
    personal: 'next-job-fair',
  },
];
