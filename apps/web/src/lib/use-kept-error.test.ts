import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useKeptError } from './use-kept-error';

type State = { error: unknown; data: unknown; key: unknown };

function render(initial: State) {
  return renderHook((state: State) => useKeptError(state, state.key), { initialProps: initial });
}

describe('useKeptError', () => {
  const failure = new Error('Server error.');

  it('keeps the error while the query, still without data, fetches again', () => {
    const hook = render({ error: failure, data: undefined, key: 7 });
    expect(hook.result.current).toBe(failure);
    hook.rerender({ error: null, data: undefined, key: 7 });
    expect(hook.result.current).toBe(failure);
  });

  it('forgets it once data arrives, and for another key', () => {
    const hook = render({ error: failure, data: undefined, key: 7 });
    hook.rerender({ error: null, data: undefined, key: 8 });
    expect(hook.result.current).toBeNull();

    hook.rerender({ error: failure, data: undefined, key: 8 });
    hook.rerender({ error: null, data: { name: 'Ana' }, key: 8 });
    expect(hook.result.current).toBeNull();
    hook.rerender({ error: null, data: undefined, key: 8 });
    expect(hook.result.current).toBeNull();
  });

  it('gives the newest error', () => {
    const later = new Error('Not found.');
    const hook = render({ error: failure, data: undefined, key: 7 });
    hook.rerender({ error: later, data: undefined, key: 7 });
    hook.rerender({ error: null, data: undefined, key: 7 });
    expect(hook.result.current).toBe(later);
  });
});
