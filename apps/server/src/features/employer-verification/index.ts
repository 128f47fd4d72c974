/** What other features may use of employer verification: the SQL that says whether an employer is verified. */
export { isVerifiedEmployer } from './verified-employer.js';
