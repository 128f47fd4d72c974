/** What other features may use of notifications: storing notices inside a background job's own transaction. */
export { notifyAll, type Notice } from './notifications.subscribers.js';
