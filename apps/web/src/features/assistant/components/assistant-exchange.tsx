import {
  ASSISTANT_CONTACT_PATH,
  ASSISTANT_MESSAGES,
  HELP_CENTRE_PATH,
  type AssistantAnswer,
  type AssistantLanguage,
} from '@kakayahan/contracts';
import { Link } from 'react-router';
import type { Exchange } from '../conversation';

/** The dialog's own words around an answer, in the answer's language (button names stay as on screen). */
const WORDS: Record<
  AssistantLanguage,
  { goTo: (label: string) => string; source: string; sources: string; mightHelp: string }
> = {
  en: {
    goTo: (label) => `Go to ${label}`,
    source: 'From the help article:',
    sources: 'From the help articles:',
    mightHelp: 'These might help:',
  },
  fil: {
    goTo: (label) => `Pumunta sa ${label}`,
    source: 'Mula sa help article:',
    sources: 'Mula sa mga help article:',
    mightHelp: 'Baka makatulong ang mga ito:',
  },
};

const linkClasses = 'inline-flex min-h-11 items-center font-semibold';

/** Where an answer sends the person: its screen (when sure), or the Help Centre and the administrators. */
function AnswerLinks({ answer, onNavigate }: { answer: AssistantAnswer; onNavigate: () => void }) {
  const words = WORDS[answer.language];
  if (answer.confident) {
    return answer.link ? (
      <p>
        <Link to={answer.link.path} onClick={onNavigate} className={linkClasses}>
          {words.goTo(answer.link.label)}
        </Link>
      </p>
    ) : null;
  }
  const helpCentre = answer.link ?? { path: HELP_CENTRE_PATH, label: ASSISTANT_MESSAGES.helpCentre[answer.language] };
  const contact = answer.contact ?? {
    path: ASSISTANT_CONTACT_PATH,
    label: ASSISTANT_MESSAGES.contact[answer.language],
  };
  return (
    <ul className="space-y-1">
      {[helpCentre, contact].map((link) => (
        <li key={link.path}>
          <Link to={link.path} onClick={onNavigate} className={linkClasses}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The help articles an answer came from (or, when not sure, the nearest ones). */
function AnswerSources({ answer, onNavigate }: { answer: AssistantAnswer; onNavigate: () => void }) {
  const words = WORDS[answer.language];
  if (answer.sources.length === 0) return null;
  const intro = answer.confident ? (answer.sources.length === 1 ? words.source : words.sources) : words.mightHelp;
  return (
    <div>
      <p>{intro}</p>
      <ul className="ml-6 list-disc">
        {answer.sources.map((source) => (
          <li key={source.id}>
            <Link to={source.path} onClick={onNavigate} className="inline-block py-1.5">
              {source.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One question and its answer: the person's own account first (the fact they asked about), then the
 * answer, then where to go. `onNavigate` closes the dialog when a link is followed.
 */
export function AssistantExchange({ exchange, onNavigate }: { exchange: Exchange; onNavigate: () => void }) {
  return (
    <li data-exchange="" className="space-y-2 border-b-2 border-slate-200 pb-3 last:border-b-0">
      <p className="rounded-md bg-slate-100 px-3 py-2">
        <span className="font-semibold">You asked: </span>
        {exchange.question}
      </p>
      {exchange.kind === 'error' ? (
        <p className="flex items-start gap-2 rounded-md border-l-4 border-red-700 bg-red-50 px-3 py-2 font-semibold text-red-900">
          <span aria-hidden="true">⚠</span>
          <span>
            <span className="sr-only">Error: </span>
            {exchange.message}
          </span>
        </p>
      ) : (
        <div className="space-y-2">
          <p className="sr-only">Answer:</p>
          {exchange.answer.personal ? (
            <p className="rounded-md border-l-4 border-brand-700 bg-brand-50 px-3 py-2 font-semibold">
              {exchange.answer.personal}
            </p>
          ) : null}
          <p className="whitespace-pre-line">{exchange.answer.answer}</p>
          <AnswerLinks answer={exchange.answer} onNavigate={onNavigate} />
          <AnswerSources answer={exchange.answer} onNavigate={onNavigate} />
        </div>
      )}
    </li>
  );
}
