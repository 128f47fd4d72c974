import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { SiteHeader } from '../../../app/layouts/site-header';
import { QueryProvider } from '../../../app/providers';
import type { SpeakHandlers, SpeechChunk, SpeechEngine } from '../speech-engine';

/** Test-only: the built-in voice, faked; it records what it is asked to say. */
export function fakeBuiltInVoice(): { engine: SpeechEngine; spoken: string[] } {
  const spoken: string[] = [];
  const engine: SpeechEngine = {
    kind: 'fallback',
    voices: () => [{ id: 'espeak-en', name: 'English (built-in)', lang: 'en' }],
    onVoicesChanged: () => () => undefined,
    speak: (chunk: SpeechChunk, _options, handlers: SpeakHandlers) => {
      spoken.push(chunk.text);
      handlers.onStart();
    },
    cancel: () => undefined,
  };
  return { engine, spoken };
}

/** Test-only: the browser's utterance, faked at its boundary: recorded, never heard. */
export class FakeUtterance {
  lang = '';
  rate = 1;
  voice: SpeechSynthesisVoice | null = null;
  onstart: (() => void) | null = null;
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onboundary: ((event: { name: string; charIndex: number }) => void) | null = null;
  constructor(readonly text: string) {}
}

const ROSA = { voiceURI: 'en-PH-voice', name: 'Rosa', lang: 'en-PH', default: true, localService: true };

/** Test-only: the browser's speech synthesis with one Philippine English voice (or the voices given). */
export function installFakeSynthesis(voices: readonly (typeof ROSA)[] = [ROSA]) {
  const spoken: FakeUtterance[] = [];
  const synthesis = {
    paused: false,
    getVoices: () => [...voices],
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

/** The path of the second page, to leave the first. */
export const OTHER_PAGE_PATH = '/jobs';

/**
 * Test-only: the site's header (with its read-aloud button and panel) over two pages, as the site shell
 * has it: the header stays while the page under it changes. Returns the router, to change the page.
 */
export function renderPage() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <SiteHeader />
            <Outlet />
            <footer>About Us</footer>
          </>
        ),
        children: [
          {
            path: '/',
            element: (
              <main id="main-content">
                <h1>Find work</h1>
                <p>Jobs near you. Apply today.</p>
                <label htmlFor="city">City</label>
                <input id="city" defaultValue="Cebu" />
              </main>
            ),
          },
          {
            path: OTHER_PAGE_PATH,
            element: (
              <main id="main-content">
                <h1>Jobs</h1>
              </main>
            ),
          },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryProvider>
      <RouterProvider router={router} />
    </QueryProvider>,
  );
  return router;
}

/** Test-only: presses the header's "Read aloud" button and waits for the panel's code. */
export async function openPanel() {
  const user = userEvent.setup();
  const button = screen.getByRole('button', { name: 'Read aloud' });
  await user.click(button);
  const panel = await screen.findByRole('region', { name: 'Read aloud' });
  return { user, button, panel };
}
