// What the public-page tests share (issue 15, decision 025): the files of a visitor's first view and the public
// pages of the second slice.

/**
 * The files of a visitor's first view: the public script, the file it shares with the app (React, the
 * session, the read-aloud shortcut) and the bundler's helpers for CommonJS packages, which it places in a
 * file of their own (decision 031).
 */
export const PUBLIC_SCRIPT = /\/assets\/(?:public|read-aloud-shortcut|rolldown-runtime)-[\w-]{8}\.js$/u;

/** The other public pages of decision 025's second slice: each one's heading, and words of its content. */
export const OTHER_PUBLIC_PAGES = [
  {
    path: '/',
    heading: 'Join the Most Inclusive Job Platform in the Philippines',
    content: [/Find work with employers who welcome people with disabilities\./u, /Join as Candidate/u],
  },
  { path: '/FAQS', heading: 'Help Centre', content: [/For Job Seekers/u, /For Employers/u, /Still need help\?/u] },
  {
    path: '/help/read-aloud',
    heading: 'Listen to a page with Read aloud',
    content: [/Alt\+Shift\+R/u, /Back to the Help Centre/u],
  },
  { path: '/privacy-policy', heading: 'Privacy Policy & Terms of Use', content: [/personal information/iu] },
  { path: '/accessibility', heading: 'Accessibility Statement', content: [/We keep improving\./u] },
] as const;
