import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFallbackEngine } from '../fallback/load-fallback-engine';
import { READ_ALOUD_MESSAGES } from '../read-aloud-messages';
import { readAloudSettingsKey } from '../read-aloud-settings';
import type { SpeechEngine } from '../speech-engine';
import { fakeBuiltInVoice, installFakeSynthesis, renderPage } from './read-aloud-panel.test-support';

/** How the faked download of the built-in voice ends; each test sets it. */
const download = vi.hoisted(() => ({ load: (): Promise<SpeechEngine> => new Promise(() => undefined) }));
vi.mock('../fallback/load-fallback-engine', () => ({
  FALLBACK_DOWNLOAD_SIZE_TEXT: '1.1 MB',
  loadFallbackEngine: vi.fn(() => download.load()),
}));

const FALLBACK_BUTTON = 'Use the built-in voice (download 1.1 MB)';

/** A visitor who loaded the built-in voice on an earlier visit and left the panel open. */
function rememberBuiltInVoice() {
  localStorage.setItem(readAloudSettingsKey(null), JSON.stringify({ isOpen: true, usesBuiltInVoice: true }));
}

function storedSettings(): unknown {
  return JSON.parse(localStorage.getItem(readAloudSettingsKey(null)) ?? '{}');
}

beforeEach(() => {
  vi.mocked(loadFallbackEngine).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// The built-in voice, once loaded, stays loaded for the rest of the page (this file): the test that loads it
// comes last.
describe('the built-in voice, remembered from an earlier visit', () => {
  it('is not loaded where the browser has voices: those read, and the setting is kept', async () => {
    const { spoken } = installFakeSynthesis();
    rememberBuiltInVoice();
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Read aloud' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Read Page' }));
    expect(spoken.map((u) => [u.text, u.voice?.name])).toEqual([['Find work', 'Rosa']]);
    expect(loadFallbackEngine).not.toHaveBeenCalled();
    expect(within(panel).queryByRole('button', { name: FALLBACK_BUTTON })).not.toBeInTheDocument();
    expect(storedSettings()).toMatchObject({ usesBuiltInVoice: true });
  });

  it('loads by itself where the browser has synthesis but no voice, and says when that fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    installFakeSynthesis([]);
    download.load = () => Promise.reject(new Error('No connection for the built-in voice.'));
    rememberBuiltInVoice();
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Read aloud' });
    // The browser's list of voices may still be arriving: nothing is loaded yet.
    expect(loadFallbackEngine).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(loadFallbackEngine).toHaveBeenCalledTimes(1);
    const status = within(panel).getByRole('status');
    expect(status).toHaveTextContent('No connection for the built-in voice.');
    // The person can try again with the button, which is no longer busy.
    expect(within(panel).getByRole('button', { name: FALLBACK_BUTTON })).not.toHaveAttribute('data-pending');
    expect(loadFallbackEngine).toHaveBeenCalledTimes(1);
    expect(storedSettings()).toMatchObject({ usesBuiltInVoice: true });
  });

  it('loads by itself where the browser has no speech synthesis, busy until ready, then reads with it', async () => {
    const fallback = fakeBuiltInVoice();
    let finishDownload: (engine: SpeechEngine) => void = () => undefined;
    download.load = () =>
      new Promise((resolve) => {
        finishDownload = resolve;
      });
    rememberBuiltInVoice();
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Read aloud' });
    const status = within(panel).getByRole('status');
    // Loading is said instead of the spec's message: the voice is already on its way.
    expect(await within(status).findByText(READ_ALOUD_MESSAGES.fallbackLoading)).toBeInTheDocument();
    expect(status).not.toHaveTextContent(READ_ALOUD_MESSAGES.unsupported);
    expect(loadFallbackEngine).toHaveBeenCalledTimes(1);
    expect(within(panel).getByRole('button', { name: FALLBACK_BUTTON })).toHaveAttribute('data-pending', 'true');

    act(() => finishDownload(fallback.engine));
    expect(await within(status).findByText(READ_ALOUD_MESSAGES.fallbackReady)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: FALLBACK_BUTTON })).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Read Page' }));
    expect(fallback.spoken).toEqual(['Find work']);
    expect(loadFallbackEngine).toHaveBeenCalledTimes(1);
  });
});
