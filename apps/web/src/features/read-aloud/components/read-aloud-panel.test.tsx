import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteHeader } from '../../../app/layouts/site-header';
import { QueryProvider } from '../../../app/providers';
import { saveSession } from '../../../lib/session';
import { readAloudSettingsKey } from '../read-aloud-settings';
import type { SpeakHandlers, SpeechChunk, SpeechEngine } from '../speech-engine';

/** The built-in voice, faked: it records what it is asked to say. */
const fallbackSpoken: string[] = [];
const fallbackEngine: SpeechEngine = {
  kind: 'fallback',
  voices: () => [{ id: 'espeak-en', name: 'English (built-in)', lang: 'en' }],
  onVoicesChanged: () => () => undefined,
  speak: (chunk: SpeechChunk, _options, handlers: SpeakHandlers) => {
    fallbackSpoken.push(chunk.text);
    handlers.onStart();
  },
  cancel: () => undefined,
};
vi.mock('../fallback/load-fallback-engine', () => ({
  FALLBACK_DOWNLOAD_SIZE_TEXT: '1.1 MB',
  loadFallbackEngine: vi.fn(() => Promise.resolve(fallbackEngine)),
}));

/** The browser's speech synthesis, faked at its boundary: utterances are recorded, never heard. */
class FakeUtterance {
  lang = '';
  rate = 1;
  voice: SpeechSynthesisVoice | null = null;
  onstart: (() => void) | null = null;
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onboundary: ((event: { name: string; charIndex: number }) => void) | null = null;
  constructor(readonly text: string) {}
}

function installFakeSynthesis() {
  const spoken: FakeUtterance[] = [];
  const synthesis = {
    paused: false,
    getVoices: () => [{ voiceURI: 'en-PH-voice', name: 'Rosa', lang: 'en-PH', default: true, localService: true }],
    speak: (utterance: FakeUtterance) => spoken.push(utterance),
    cancel: vi.fn(),
    resume: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  vi.stubGlobal('speechSynthesis', synthesis);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return { spoken, synthesis };
}

function renderPage() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <SiteHeader />
            <main id="main-content">
              <h1>Find work</h1>
              <p>Jobs near you. Apply today.</p>
              <label htmlFor="city">City</label>
              <input id="city" defaultValue="Cebu" />
            </main>
            <footer>About Us</footer>
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryProvider>
      <RouterProvider router={router} />
    </QueryProvider>,
  );
}

async function openPanel() {
  const user = userEvent.setup();
  const button = screen.getByRole('button', { name: 'Read aloud' });
  await user.click(button);
  const panel = await screen.findByRole('region', { name: 'Read aloud' });
  return { user, button, panel };
}

beforeEach(() => {
  fallbackSpoken.length = 0;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Read aloud button and shortcut', () => {
  it('opens and closes the panel under the header without moving the focus, also with Alt+Shift+R', async () => {
    installFakeSynthesis();
    renderPage();
    const { user, button } = await openPanel();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', 'read-aloud-panel');
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Alt+Shift+R');
    expect(button).toHaveFocus();

    const city = screen.getByLabelText('City');
    city.focus();
    await user.keyboard('{Alt>}{Shift>}R{/Shift}{/Alt}');
    expect(screen.queryByRole('region', { name: 'Read aloud' })).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(city).toHaveFocus();

    await user.keyboard('{Alt>}{Shift>}R{/Shift}{/Alt}');
    expect(await screen.findByRole('region', { name: 'Read aloud' })).toBeInTheDocument();
    expect(city).toHaveFocus();
  });

  it('gives the focus back to the header button when the panel is closed from inside', async () => {
    installFakeSynthesis();
    renderPage();
    const { user, button, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Close read aloud' }));
    expect(screen.queryByRole('region', { name: 'Read aloud' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});

describe('the read-aloud panel', () => {
  it('reads the main content only, sentence by sentence, and pauses, resumes and stops', async () => {
    const { spoken } = installFakeSynthesis();
    renderPage();
    const { user, panel } = await openPanel();
    const pause = within(panel).getByRole('button', { name: 'Pause' });
    expect(pause).toHaveAttribute('aria-disabled', 'true');

    await user.click(within(panel).getByRole('button', { name: 'Read Page' }));
    expect(spoken.map((u) => [u.text, u.lang, u.voice?.name])).toEqual([['Find work', 'en', 'Rosa']]);
    act(() => spoken[0]!.onend?.());
    act(() => spoken[1]!.onend?.());
    expect(spoken.map((u) => u.text)).toEqual(['Find work', 'Jobs near you.', 'Apply today.']);
    // The field's label is text on the page too; the header and footer are not read.
    expect(within(panel).getByText('Reading part 3 of 4')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Pause' }));
    await user.click(within(panel).getByRole('button', { name: 'Resume' }));
    expect(spoken.map((u) => u.text).at(-1)).toBe('Apply today.');
    expect(spoken).toHaveLength(4);

    await user.click(within(panel).getByRole('button', { name: 'Stop' }));
    expect(within(panel).getByRole('button', { name: 'Pause' })).toHaveAttribute('aria-disabled', 'true');
    act(() => spoken[3]!.onend?.());
    expect(spoken).toHaveLength(4);
  });

  it('says what to do when nothing is selected or no field was chosen, then speaks a field’s label and value', async () => {
    const { spoken } = installFakeSynthesis();
    renderPage();
    const { user, panel } = await openPanel();
    const status = within(panel).getByRole('status');

    await user.click(within(panel).getByRole('button', { name: 'Read Selection' }));
    expect(status).toHaveTextContent('Please select some text to read.');
    await user.click(within(panel).getByRole('button', { name: 'Speak Input' }));
    expect(status).toHaveTextContent('Choose a field first, then press Speak Input.');
    expect(spoken).toHaveLength(0);

    await user.click(screen.getByLabelText('City'));
    await user.click(within(panel).getByRole('button', { name: 'Speak Input' }));
    expect(spoken.map((u) => u.text)).toEqual(['City, Cebu']);
    expect(status).toHaveTextContent('');
  });

  it('remembers the speed and the voice for the person', async () => {
    installFakeSynthesis();
    saveSession({ token: 't', userId: 42, user_type: 'Employee', username: 'Ana' });
    renderPage();
    const { user, panel } = await openPanel();
    await user.selectOptions(within(panel).getByLabelText('Speed'), '1.5');
    await user.selectOptions(within(panel).getByLabelText('Voice'), 'en-PH-voice');
    expect(JSON.parse(localStorage.getItem(readAloudSettingsKey(42)) ?? '{}')).toEqual({
      rate: 1.5,
      voiceId: 'en-PH-voice',
      isOpen: true,
    });
    expect(localStorage.getItem(readAloudSettingsKey(null))).toBeNull();
  });

  it('without speech synthesis, says the spec’s message and offers the built-in voice, which then reads', async () => {
    renderPage();
    const { user, panel } = await openPanel();
    expect(await within(panel).findByText('Sorry, your browser does not support Text-to-Speech.')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Read Page' }));
    expect(fallbackSpoken).toEqual([]);
    await user.click(within(panel).getByRole('button', { name: 'Use the built-in voice (download 1.1 MB)' }));
    expect(await within(panel).findByText(/The built-in voice is ready/u)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Use the built-in voice/u })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Read Page' }));
    expect(fallbackSpoken).toEqual(['Find work']);
  });
});
