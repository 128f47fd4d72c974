/** What other features may use of admin-users (its public surface; lint refuses deeper imports). */
export * from './api/admin-list-page';
export * from './components/details-list';
export * from './components/list-states';
export * from './components/paged-results';
export * from './components/reason-field';
export * from './components/status-badge';
export * from './components/use-admin-list-params';
