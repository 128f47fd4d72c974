// The pages the Lighthouse bench and the profiler measure: a visitor's first pages and a job seeker's feed.
export const ROUTES = {
  landing: '/',
  signin: '/job-seeker/signin',
  jobs: '/jobs',
  job: '/jobs/{id}',
  feed: '/employee-components',
} as const;

export type RouteName = keyof typeof ROUTES;

export const isRouteName = (name: string): name is RouteName => Object.hasOwn(ROUTES, name);
