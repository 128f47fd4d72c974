/** What other features may use of chat (its public surface; lint refuses deeper imports). */
export * from './components/start-chat-button';
