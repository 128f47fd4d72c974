/** What other features may use of accounts: an account's row, and the files an account owns. */
export { deleteStoredFiles, findAccountFileKeys } from './account-files.js';
export { findUserById, type UserRow } from './accounts.repo.js';
