/** What other features may use of work needs: a job seeker's own, for the words of their recommendations. */
export { loadWorkNeeds } from './work-needs.service.js';
