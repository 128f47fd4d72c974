import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/gu, '')
    .replace(/=([0-9A-F]{2})/giu, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeBody(headers: string, body: string): string {
  const encoding = /^Content-Transfer-Encoding:\s*([\w-]+)/imu.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/gu, ''), 'base64').toString('utf8');
  return body;
}

function splitHeaders(part: string): [string, string] {
  const match = /\r?\n\r?\n/u.exec(part);
  if (!match) return [part, ''];
  return [part.slice(0, match.index).replace(/\r?\n[ \t]+/gu, ' '), part.slice(match.index + match[0].length)];
}

/** The decoded text of every MIME part of a mail (one level of multipart is all the mailer writes). */
function decodedBodies(raw: string): string[] {
  const [headers, body] = splitHeaders(raw);
  const boundary = /boundary="?([^";\r\n]+)"?/iu.exec(headers)?.[1];
  if (!boundary) return [decodeBody(headers, body)];
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .map((part) => {
      const [partHeaders, partBody] = splitHeaders(part.replace(/^\r?\n/u, ''));
      return decodeBody(partHeaders, partBody);
    });
}

function recipientsOf(raw: string): string[] {
  const [headers] = splitHeaders(raw);
  const to = /^To:\s*(.+)$/imu.exec(headers)?.[1] ?? '';
  return (to.match(/[^\s<>,"]+@[^\s<>,"]+/gu) ?? []).map((address) => address.toLowerCase());
}

/**
 * The link in the newest mail to `email` whose path starts with `pathPrefix` (e.g. '/verify-email/'),
 * read from the server's outbox folder. Mail is sent by a queued job after the request's transaction
 * commits, so this polls for up to 20 seconds.
 */
export async function readOutboxLink(dataDir: string, email: string, pathPrefix: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const escaped = pathPrefix.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  const linkPattern = new RegExp(`https?://[^\\s"'<>]+${escaped}[A-Za-z0-9_/-]+`, 'u');
  const wanted = email.toLowerCase();
  const deadline = Date.now() + 20_000;
  for (;;) {
    const names = await readdir(outbox).catch(() => [] as string[]);
    // File names start with an ISO timestamp, so the newest sorts last.
    const newestFirst = names
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .reverse();
    for (const name of newestFirst) {
      const raw = await readFile(path.join(outbox, name), 'utf8');
      if (!recipientsOf(raw).includes(wanted)) continue;
      for (const body of decodedBodies(raw)) {
        const link = linkPattern.exec(body)?.[0];
        if (link) return link;
      }
    }
    if (Date.now() > deadline) {
      throw new Error(`no mail to ${email} with a ${pathPrefix} link in ${outbox} (files: ${names.join(', ')})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
