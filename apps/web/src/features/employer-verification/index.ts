/** What other features may use of employer-verification (its public surface; lint refuses deeper imports). */
export * from './components/business-verification-section';
export * from './components/employer-verifications-panel';
