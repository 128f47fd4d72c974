/** What other features may use of auth (its public surface; lint refuses deeper imports). */
export * from './components/auth-links';
export * from './components/auth-page-layout';
export * from './components/password-strength-meter';
export * from './components/signup-success';
export * from './components/resend-verification';
