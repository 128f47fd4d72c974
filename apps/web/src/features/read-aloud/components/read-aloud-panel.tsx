import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { LiveRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { FALLBACK_DOWNLOAD_SIZE_TEXT } from '../fallback/load-fallback-engine';
import { lastFocusedField, selectionToRead } from '../page-context';
import { READ_ALOUD_RATES, useReadAloudSettings } from '../read-aloud-settings';
import { READ_ALOUD_MESSAGES } from '../read-aloud-messages';
import { READ_ALOUD_PANEL_ID } from '../read-aloud-texts';
import { chunksOfField, chunksOfPage, chunksOfSelection } from '../readers';
import type { ReadingChunk } from '../reading-chunks';
import { sortVoicesForList } from '../voice-choice';
import '../read-aloud.css';
import { useReader } from './use-reader';
import { useSpeechEngine } from './use-speech-engine';

const AUTOMATIC_VOICE = '';

const RATE_OPTIONS = READ_ALOUD_RATES.map((rate) => ({
  value: String(rate),
  label: rate === 1 ? '1× (normal)' : `${rate}×`,
}));

/** Buttons that cannot act now stay focusable (aria-disabled), so the focus is never lost when reading ends. */
const heldClasses = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

/** One message at a time; a new key makes the status line announce the same words again. */
interface Message {
  readonly text: string;
  readonly key: number;
}

/**
 * The read-aloud panel (document 2 §2 "Text-to-speech panel"): Speak Input, Read Page, Read Selection,
 * Pause / Resume and Stop, with speed and voice. It sits in the page under the header, is not a dialog and
 * never takes the focus. Its messages go to one polite status line, which the voice never reads, so a
 * screen reader hears each once; reading itself is not announced.
 */
export default function ReadAloudPanel({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const [settings, updateSettings] = useReadAloudSettings();
  const speech = useSpeechEngine({
    fallbackFailedMessage: READ_ALOUD_MESSAGES.fallbackFailed,
    reloadsFallback: settings.usesBuiltInVoice,
    onFallbackLoaded: () => updateSettings({ usesBuiltInVoice: true }),
  });
  const [message, setMessage] = useState<Message | null>(null);
  const messageKey = useRef(0);
  const say = useCallback((text: string) => {
    messageKey.current += 1;
    setMessage({ text, key: messageKey.current });
  }, []);
  const { state, controls: reader } = useReader(
    speech.engine,
    { rate: settings.rate, voiceId: settings.voiceId, voices: speech.voices },
    say,
  );
  const { status, chunkIndex, chunkCount } = state;

  // Why the panel cannot read, said once when it becomes known (and again when a button is pressed); not
  // when the built-in voice is already on its way (remembered from an earlier visit): that is said instead.
  const unavailableMessage =
    speech.availability === 'unsupported'
      ? READ_ALOUD_MESSAGES.unsupported
      : speech.availability === 'no-voices'
        ? READ_ALOUD_MESSAGES.noVoice
        : null;
  const isFallbackIdle = speech.fallbackStatus === 'idle';
  useEffect(() => {
    if (unavailableMessage && isFallbackIdle) say(unavailableMessage);
  }, [unavailableMessage, isFallbackIdle, say]);

  useEffect(() => {
    if (speech.fallbackStatus === 'loading') say(READ_ALOUD_MESSAGES.fallbackLoading);
    if (speech.fallbackStatus === 'ready') say(READ_ALOUD_MESSAGES.fallbackReady);
    if (speech.fallbackStatus === 'failed') say(speech.fallbackError ?? READ_ALOUD_MESSAGES.fallbackFailed);
  }, [speech.fallbackStatus, speech.fallbackError, say]);

  // What was being read, and the last message about it, belong to the page that was left.
  const { pathname } = useLocation();
  const { stop } = reader;
  useEffect(
    () => () => {
      stop();
      setMessage(null);
    },
    [pathname, stop],
  );

  function read(chunks: readonly ReadingChunk[], whenEmpty: string) {
    if (unavailableMessage) {
      say(unavailableMessage);
      return;
    }
    if (chunks.length === 0) {
      say(whenEmpty);
      return;
    }
    setMessage(null);
    reader.read(chunks);
  }

  function handleSpeakInput() {
    const field = lastFocusedField();
    if (!field) say(READ_ALOUD_MESSAGES.noField);
    else read(chunksOfField(field), READ_ALOUD_MESSAGES.noField);
  }

  function handlePauseOrResume() {
    if (status === 'speaking') reader.pause();
    else if (status === 'paused') reader.resume();
  }

  const voiceOptions = [
    { value: AUTOMATIC_VOICE, label: "Automatic (best for the page's language)" },
    ...sortVoicesForList(speech.voices).map((voice) => ({ value: voice.id, label: `${voice.name} (${voice.lang})` })),
  ];
  const voiceValue =
    settings.voiceId !== null && speech.voices.some((voice) => voice.id === settings.voiceId)
      ? settings.voiceId
      : AUTOMATIC_VOICE;
  const offersFallback = unavailableMessage !== null;

  return (
    <section
      id={READ_ALOUD_PANEL_ID}
      aria-labelledby={titleId}
      // Read Page and Read Selection leave the panel's own words out.
      data-read-aloud-skip=""
      className="border-b-2 border-slate-200 bg-slate-50"
    >
      <div className="mx-auto max-w-6xl space-y-3 px-4 py-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={titleId} className="text-lg font-bold text-slate-900">
            Read aloud
          </h2>
          <Button variant="ghost" aria-label="Close read aloud" onPress={onClose}>
            <span aria-hidden="true">✕</span> Close
          </Button>
        </div>

        {/* First under the title: why the panel cannot read, and what to do about it. */}
        <LiveRegion className="font-semibold text-slate-900">
          {message ? <p key={message.key}>{message.text}</p> : null}
        </LiveRegion>
        {offersFallback ? (
          <Button variant="primary" isPending={speech.fallbackStatus === 'loading'} onPress={speech.loadFallback}>
            Use the built-in voice (download {FALLBACK_DOWNLOAD_SIZE_TEXT})
          </Button>
        ) : null}

        {/* Two even columns on a phone, one row where there is room. */}
        <div role="group" aria-label="Reading" className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <Button variant="secondary" onPress={handleSpeakInput}>
            Speak Input
          </Button>
          <Button variant="secondary" onPress={() => read(chunksOfPage(document), READ_ALOUD_MESSAGES.nothingToRead)}>
            Read Page
          </Button>
          <Button
            variant="secondary"
            onPress={() => read(chunksOfSelection(selectionToRead()), READ_ALOUD_MESSAGES.noSelection)}
          >
            Read Selection
          </Button>
          <Button
            variant="secondary"
            className={`min-w-28 ${heldClasses}`}
            aria-disabled={status === 'idle' || undefined}
            onPress={handlePauseOrResume}
          >
            {status === 'paused' ? 'Resume' : 'Pause'}
          </Button>
          <Button
            variant="secondary"
            className={heldClasses}
            aria-disabled={status === 'idle' || undefined}
            onPress={() => reader.stop()}
          >
            Stop
          </Button>
        </div>

        <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
          <SelectField
            label="Speed"
            name="read-aloud-speed"
            value={String(settings.rate)}
            onChange={(value) => updateSettings({ rate: Number(value) })}
            options={RATE_OPTIONS}
            className="w-40 shrink-0"
          />
          <SelectField
            label="Voice"
            name="read-aloud-voice"
            value={voiceValue}
            onChange={(value) => updateSettings({ voiceId: value === AUTOMATIC_VOICE ? null : value })}
            options={voiceOptions}
            className="w-full min-w-0 sm:w-auto sm:max-w-md sm:flex-1"
          />
        </div>

        {status !== 'idle' ? (
          <p className="text-slate-700">
            {status === 'paused' ? 'Paused at' : 'Reading'} part {chunkIndex + 1} of {chunkCount}
          </p>
        ) : null}
      </div>
    </section>
  );
}
