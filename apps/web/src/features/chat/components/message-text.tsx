/** A piece of a message: plain text, or a web address that can be a link. */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const ADDRESS = /\bhttps?:\/\/[^\s<>"']+/giu;
/** Punctuation that usually ends the sentence rather than the address ("see https://x.ph."). */
const TRAILING = /[.,;:!?)\]}]+$/u;

/** The link target when the text is a well-formed http(s) address, otherwise null (never javascript: or data:). */
function safeHref(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Splits a message into text and http(s) links; everything else stays text. */
export function splitMessage(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let rest = 0;
  const push = (piece: string) => {
    if (!piece) return;
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += piece;
    else parts.push({ kind: 'text', text: piece });
  };
  for (const match of text.matchAll(ADDRESS)) {
    const start = match.index;
    const address = match[0].replace(TRAILING, '');
    const href = safeHref(address);
    push(text.slice(rest, start));
    if (href) parts.push({ kind: 'link', text: address, href });
    else push(address);
    rest = start + address.length;
  }
  push(text.slice(rest));
  return parts;
}

/**
 * A message's text as React text nodes (never HTML), with web addresses as links that open in a new tab
 * without handing the chat page to the other site.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {splitMessage(text).map((part, index) =>
        part.kind === 'text' ? (
          <span key={index}>{part.text}</span>
        ) : (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow" className="break-all">
            {part.text} <span className="sr-only">(opens in a new tab)</span>
          </a>
        ),
      )}
    </>
  );
}
