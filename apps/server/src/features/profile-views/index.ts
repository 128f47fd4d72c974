/** What other features may use of profile views: counting an employer's view of a profile or a resume. */
export { recordProfileView } from './profile-views.service.js';
