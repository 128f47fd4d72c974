/** What other features may use of preferences: a job seeker's chosen specialty names. */
export { listPreferenceNames } from './preferences.repo.js';
