/** What other features may use of admin-users (its public surface; lint refuses deeper imports). */
export * from './components/details-list';
export * from './components/list-states';
export * from './components/status-badge';
