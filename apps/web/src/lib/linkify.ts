/** A piece of user text: plain text, or a web address to show as a link. */
export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// Only http and https addresses become links; anything else (javascript:, data:, …) stays text.
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/giu;
// Punctuation that usually ends the sentence around an address rather than belonging to it.
const TRAILING_PUNCTUATION = /[.,;:!?'"*]+$/u;

/** Drops trailing punctuation and a closing bracket that has no opening one inside the address. */
function trimAddress(candidate: string): string {
  let address = candidate.replace(TRAILING_PUNCTUATION, '');
  while (address.endsWith(')') && count(address, ')') > count(address, '(')) {
    address = address.slice(0, -1).replace(TRAILING_PUNCTUATION, '');
  }
  return address;
}

function count(text: string, character: string): number {
  return text.split(character).length - 1;
}

/** The address as a safe link target, or null when it is not a well-formed http(s) URL. */
function safeHref(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits user text into plain text and http(s) links, in order. Pure: the caller renders text segments
 * as text nodes (so markup in them stays visible text) and link segments as anchors.
 */
export function splitLinks(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let plain = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const address = trimAddress(match[0]);
    const href = safeHref(address);
    if (!href) continue;
    plain += text.slice(last, match.index);
    if (plain) segments.push({ kind: 'text', text: plain });
    plain = '';
    segments.push({ kind: 'link', text: address, href });
    last = match.index + address.length;
  }
  plain += text.slice(last);
  if (plain) segments.push({ kind: 'text', text: plain });
  return segments;
}
