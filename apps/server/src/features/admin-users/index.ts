/**
 * What other features may use of the admin's user decisions: the removal of a job seeker's account that
 * rejecting a registration carries out (a job seeker withdrawing their own registration uses it too).
 */
export { removeAccountFiles, removeJobSeekerAccount } from './account-removal.js';
