import { afterEach } from 'vitest';
import type { TestApp } from '../test-app.js';

/**
 * Moves the app's clock forward inside a test and back after it, so tests of expiry stay independent.
 * `app` is read when the clock moves (the app is built in beforeAll).
 */
export function timeTravel(app: () => TestApp): (ms: number) => void {
  let travelled = 0;
  afterEach(() => {
    app().clock.advance(-travelled);
    travelled = 0;
  });
  return (ms) => {
    travelled += ms;
    app().clock.advance(ms);
  };
}
