/** What other features may use of employer-profile (its public surface; lint refuses deeper imports). */
export * from './components/employer-profile-view';
export * from './components/employer-quick-actions';
