import { assistantQuerySchema } from '@kakayahan/contracts';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { LiveRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useSession } from '../../../lib/session';
import { pageConversation, type Conversation } from '../conversation';
import { AssistantExchange } from './assistant-exchange';
import { suggestedQuestions } from './suggested-questions';

const ASSISTANT_TITLE = 'Ask for help';
const QUESTION_HINT = 'Ask in English, Filipino or Taglish. Example: Where do I see my applications?';

/** The reason a question cannot be sent (empty, too long), in the contract's words; null when it can. */
function questionProblem(question: string): string | null {
  const checked = assistantQuerySchema.safeParse({ q: question });
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}

interface PanelProps {
  conversation: Conversation;
  question: string;
  onQuestionChange: (question: string) => void;
  onClose: () => void;
}

/**
 * The dialog's content. The field takes the focus when it opens and keeps it after each question, so a
 * keyboard user can ask again at once; each answer is announced by the log (role="log"), not by moving focus.
 */
function AssistantPanel({ conversation, question, onQuestionChange, onClose }: PanelProps) {
  const { exchanges, isAsking } = useSyncExternalStore(conversation.subscribe, conversation.getState);
  const session = useSession();
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const suggestionsId = useId();

  // Before react-aria's dialog focuses itself: it leaves the focus where it is when already inside.
  useEffect(() => inputRef.current?.focus(), []);

  // The newest exchange's start in view (the log scrolls inside the dialog), and the field still in view
  // below it: on a short screen the whole dialog scrolls, and the grown log would push the field out.
  useEffect(() => {
    const log = logRef.current;
    const newest = log?.querySelector<HTMLElement>('li[data-exchange]:last-of-type');
    if (!log || !newest) return;
    log.scrollTop = newest.offsetTop;
    // jsdom has no scrollIntoView.
    inputRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [exchanges.length]);

  async function ask(text: string) {
    inputRef.current?.focus();
    if (isAsking) return;
    const found = questionProblem(text);
    setProblem(found);
    if (found) return;
    const isAnswered = await conversation.ask(text.trim());
    // A failed question stays in the field to send again; one answered makes room for the next.
    if (isAnswered) onQuestionChange('');
  }

  function handleSuggestion(suggestion: string) {
    onQuestionChange(suggestion);
    void ask(suggestion);
  }

  const hasExchanges = exchanges.length > 0;
  return (
    <div className="space-y-4">
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label="Conversation"
        aria-busy={isAsking}
        // Scrollable by keyboard once it holds something to read (an error has no link to Tab to).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={hasExchanges ? 0 : undefined}
        className={hasExchanges ? 'relative max-h-[40vh] overflow-y-auto rounded-md border-2 border-slate-300 p-3' : ''}
      >
        <ul className="space-y-3">
          {exchanges.map((exchange) => (
            <AssistantExchange key={exchange.id} exchange={exchange} onNavigate={onClose} />
          ))}
        </ul>
      </div>

      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void ask(question);
        }}
        className="space-y-3"
      >
        <TextField
          label="Your question"
          name="question"
          autoComplete="off"
          value={question}
          onChange={(value) => {
            onQuestionChange(value);
            setProblem(null);
          }}
          description={QUESTION_HINT}
          errorMessage={problem ?? undefined}
          inputRef={inputRef}
        />
        <LiveRegion className="sr-only">{problem}</LiveRegion>
        <Button type="submit" isPending={isAsking}>
          {isAsking ? 'Asking…' : 'Ask'}
        </Button>
      </form>

      {hasExchanges ? null : (
        <div className="space-y-2">
          <p id={suggestionsId} className="font-semibold">
            Questions you can ask:
          </p>
          <ul aria-labelledby={suggestionsId} className="flex flex-col items-stretch gap-2">
            {suggestedQuestions(session?.userType ?? null).map((suggestion) => (
              <li key={suggestion}>
                <Button
                  variant="secondary"
                  className="w-full justify-start text-left"
                  onPress={() => handleSuggestion(suggestion)}
                >
                  {suggestion}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="flex justify-end border-t-2 border-slate-200 pt-3">
        <Button variant="ghost" onPress={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}

export interface AssistantDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The page's conversation unless given (tests give their own). */
  conversation?: Conversation;
}

/**
 * The assistant (document 1 §1, issue 13): a question in English, Filipino or Taglish, answered from the
 * product's help articles. Loaded on first open. The conversation and the typed question outlive the
 * dialog, so closing and opening it again loses nothing.
 */
export default function AssistantDialog({
  isOpen,
  onOpenChange,
  conversation = pageConversation,
}: AssistantDialogProps) {
  const [question, setQuestion] = useState('');
  return (
    <Dialog title={ASSISTANT_TITLE} isOpen={isOpen} onOpenChange={onOpenChange}>
      <AssistantPanel
        conversation={conversation}
        question={question}
        onQuestionChange={setQuestion}
        onClose={() => onOpenChange(false)}
      />
    </Dialog>
  );
}
