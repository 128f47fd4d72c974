import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { readAloudSettingsKey } from '../read-aloud-settings';
import {
  fakeBuiltInVoice,
  installFakeSynthesis,
  openPanel,
  OTHER_PAGE_PATH,
  renderPage,
} from './read-aloud-panel.test-support';

const builtInVoice = vi.hoisted(() => ({ loaded: null as null | Promise<unknown> }));
vi.mock('../fallback/load-fallback-engine', () => ({
  FALLBACK_DOWNLOAD_SIZE_TEXT: '1.1 MB',
  loadFallbackEngine: vi.fn(() => builtInVoice.loaded),
}));

let fallback = fakeBuiltInVoice();

beforeEach(() => {
  fallback = fakeBuiltInVoice();
  builtInVoice.loaded = Promise.resolve(fallback.engine);
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

  it('keeps the name "Read aloud" in the signed-in header, whose tight row may show only "Read"', () => {
    installFakeSynthesis();
    saveSession({ token: 't', userId: 7, user_type: 'Employee', username: 'Miguel Fernandez de los Santos' });
    renderPage();
    const button = screen.getByRole('button', { name: 'Read aloud' });
    // What is hidden between 1024 and 1280 px stays in the name (WCAG 2.5.3: the name contains what is seen).
    expect(within(button).getByText('aloud')).toHaveClass('lg:max-xl:sr-only');
    // The account menu may cut the name on screen; its button's name has it whole.
    expect(screen.getByRole('button', { name: 'Account menu for Miguel Fernandez de los Santos' })).toBeVisible();
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
      usesBuiltInVoice: false,
    });
    expect(localStorage.getItem(readAloudSettingsKey(null))).toBeNull();
  });

  it('clears its last message when the page changes, and stops reading, staying open', async () => {
    const { spoken, synthesis } = installFakeSynthesis();
    const router = renderPage();
    const { user, panel } = await openPanel();
    const status = within(panel).getByRole('status');
    await user.click(within(panel).getByRole('button', { name: 'Read Selection' }));
    expect(status).toHaveTextContent('Please select some text to read.');

    await act(() => router.navigate(OTHER_PAGE_PATH));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Jobs');
    // The same panel (not a new one, which would start empty anyway), now without the old page's message.
    expect(screen.getByRole('region', { name: 'Read aloud' })).toBe(panel);
    expect(status).toHaveTextContent('');

    await user.click(within(panel).getByRole('button', { name: 'Read Page' }));
    expect(spoken.map((u) => u.text)).toEqual(['Jobs']);
    expect(synthesis.cancel).not.toHaveBeenCalled();
    await act(() => router.navigate('/'));
    expect(synthesis.cancel).toHaveBeenCalled();
    expect(within(panel).getByRole('button', { name: 'Pause' })).toHaveAttribute('aria-disabled', 'true');
  });

  // Last: the built-in voice, once loaded, stays loaded for the rest of this file's page.
  it('without speech synthesis, says the spec’s message and offers the built-in voice, which then reads', async () => {
    renderPage();
    const { user, panel } = await openPanel();
    expect(await within(panel).findByText('Sorry, your browser does not support Text-to-Speech.')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Read Page' }));
    expect(fallback.spoken).toEqual([]);
    await user.click(within(panel).getByRole('button', { name: 'Use the built-in voice (download 1.1 MB)' }));
    expect(await within(panel).findByText(/The built-in voice is ready/u)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Use the built-in voice/u })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Read Page' }));
    expect(fallback.spoken).toEqual(['Find work']);
    // Remembered, for the panel to load it by itself next time.
    expect(JSON.parse(localStorage.getItem(readAloudSettingsKey(null)) ?? '{}')).toMatchObject({
      usesBuiltInVoice: true,
    });
  });
});
