import { splitLinks } from '../../lib/linkify';

/**
 * Text someone wrote (a post, comment, reply or chat message), shown as text: markup stays visible characters, line
 * breaks are kept, and http(s) addresses become links that open in a new tab without handing it this
 * page (noopener) or the forum's endorsement (nofollow).
 */
export function UserText({
  text,
  className = 'text-slate-800',
  as: Element = 'p',
}: {
  text: string;
  className?: string;
  /** A paragraph by default; a span inside an element that is already one. */
  as?: 'p' | 'span';
}) {
  return (
    <Element className={`break-words whitespace-pre-wrap ${className}`}>
      {splitLinks(text).map((segment, index) =>
        segment.kind === 'text' ? (
          segment.text
        ) : (
          <a
            // The segments of one text never change order, so the position is a stable key.
            key={index}
            href={segment.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="break-all text-brand-800 underline"
          >
            {segment.text}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ),
      )}
    </Element>
  );
}
