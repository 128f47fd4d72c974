import { CHAT_MESSAGE_MAX, CHAT_MESSAGES } from '@kakayahan/contracts';
import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { Label, Text, TextArea, TextField } from 'react-aria-components';
import { Button } from '../../../components/ui/button';
import {
  ErrorText,
  fieldDescriptionClasses,
  fieldErrorClasses,
  fieldLabelClasses,
} from '../../../components/ui/field-parts';
import { inputClasses } from '../../../components/ui/text-field';

/** The character count appears once this few characters are left. */
export const COUNT_SHOWN_FROM = 200;
export const SEND_HINT = 'Press Enter to send. Press Shift and Enter together for a new line.';

/** What the text box says about the limit: nothing until near it, then how many characters are left. */
export function remainingText(length: number): string {
  const left = CHAT_MESSAGE_MAX - length;
  if (left > COUNT_SHOWN_FROM) return '';
  if (left <= 0) return `You have reached the limit of ${CHAT_MESSAGE_MAX} characters.`;
  return `${left} ${left === 1 ? 'character' : 'characters'} left.`;
}

/**
 * The message box: a labelled text area (Enter sends, Shift+Enter starts a new line, as its hint says)
 * and a Send button that is never disabled: pressing it with nothing typed says why nothing was sent.
 * `onSend` answers null when the message went out, otherwise the reason it did not; the text stays in
 * the box until it was sent.
 */
export function MessageComposer({
  recipientName,
  onSend,
  serverError,
  inputRef,
}: {
  recipientName: string;
  onSend: (text: string) => string | null;
  /** A refusal the server sent back on the socket (too fast, too long). */
  serverError: string | null;
  inputRef: Ref<HTMLTextAreaElement>;
}) {
  const [text, setText] = useState('');
  const [ownError, setOwnError] = useState<string | null>(null);
  // A new key makes the same reason, given twice, a new addition that is announced again.
  const [errorKey, setErrorKey] = useState(0);
  const id = useId();
  const error = ownError ?? serverError;
  const count = remainingText(text.length);

  function fail(reason: string) {
    setOwnError(reason);
    setErrorKey((key) => key + 1);
  }

  function handleSend() {
    const message = text.trim();
    if (!message) return fail(CHAT_MESSAGES.blank);
    if (message.length > CHAT_MESSAGE_MAX) return fail(CHAT_MESSAGES.tooLong);
    const reason = onSend(message);
    if (reason) return fail(reason);
    setOwnError(null);
    setText('');
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // While an input method is composing a character, Enter confirms it rather than sending.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    handleSend();
  }

  return (
    <form
      aria-label={`Send a message to ${recipientName}`}
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        handleSend();
      }}
    >
      <TextField
        name="message"
        value={text}
        onChange={(value) => {
          setText(value);
          if (ownError) setOwnError(null);
        }}
        maxLength={CHAT_MESSAGE_MAX}
        isInvalid={Boolean(error)}
        validationBehavior="aria"
        aria-describedby={`${id}-count ${id}-error`}
        className="flex flex-col gap-1"
      >
        <Label className={fieldLabelClasses}>Message to {recipientName}</Label>
        <Text slot="description" className={fieldDescriptionClasses}>
          {SEND_HINT}
        </Text>
        {/* The reason a message was not sent, and the characters left, sit above the box (as GOV.UK's
            error messages do): below it, the Send row stays clear of the "Ask for help" button in the
            corner of the screen when the composer is pinned there. */}
        <div id={`${id}-error`} role="alert" className={fieldErrorClasses}>
          {error ? (
            <span key={errorKey}>
              <ErrorText message={error} />
            </span>
          ) : null}
        </div>
        <p id={`${id}-count`} className={fieldDescriptionClasses}>
          {count}
        </p>
        <TextArea ref={inputRef} rows={2} onKeyDown={handleKeyDown} className={`${inputClasses} resize-y`} />
      </TextField>
      {/* mt-1: the Send row is as tall as the "Ask for help" button beside it, so the box's focus outline
          stays clear of that button's top edge when the composer is pinned (WCAG 2.4.11). */}
      <Button type="submit" className="mt-1 self-start">
        Send <span className="sr-only">message</span>
      </Button>
    </form>
  );
}
