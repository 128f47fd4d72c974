import { PROFILE_MESSAGES } from '@kakayahan/contracts';

/** The profile screens' states (document 2 §2, §8), shared by the profile view and the edit page. */
export const PROFILE_VIEW_MESSAGES = {
  loading: 'Loading profile...',
  loadErrorTitle: 'Error Loading Profile',
  loadError: 'Failed to load user profile. Please try again.',
  notFoundTitle: 'User Not Found',
  notFound: PROFILE_MESSAGES.notFound,
} as const;
