import { jobsApi, type EndpointDeclaration } from '@kakayahan/contracts';
import type { FastifyReply, FastifyRequest, onSendHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { CachedAnswer } from './hot-reads.js';
import { bodyEtag, rememberEtag } from './revalidate.js';

/**
 * Which answers are kept for visitors (decision 029): every public list (`revalidate`, open to anyone)
 * and a job's public page. Only anonymous callers' answers are kept and only anonymous callers get them.
 */
const ALSO_HOT: readonly EndpointDeclaration[] = [jobsApi.jobDetail];

export function isHotRead(declaration: EndpointDeclaration): boolean {
  return (
    declaration.method === 'GET' &&
    declaration.access === 'anyone' &&
    (declaration.revalidate === true || ALSO_HOT.includes(declaration))
  );
}

/** What the request that makes an answer needs to store it: the key, the version, the headers before. */
interface Making {
  key: string;
  version: number;
  headersBefore: Set<string>;
  settle: (value: CachedAnswer | null) => void;
}

const making = new WeakMap<FastifyRequest, Making>();

/** Headers never replayed from a stored answer: the hooks set them again on every request. */
const NEVER_STORED = new Set(['content-length', 'etag', 'vary', 'cache-control', 'date', 'connection']);

function anonymousKey(request: FastifyRequest): string | null {
  const hot = request.server.hotReads as typeof request.server.hotReads | undefined;
  if (!hot?.isEnabled || request.user || request.method !== 'GET') return null;
  // A caller who sent a token at all (valid or not) is never answered from memory.
  if (request.headers.authorization !== undefined) return null;
  return request.url;
}

/**
 * After validation and the access check: a visitor's request is answered from memory when the answer for
 * this address is there at the current data version; otherwise the first such request makes it (the others
 * wait for it, then read it) and the handler runs as usual.
 */
export const answerFromMemory: preHandlerAsyncHookHandler = async function answerFromMemory(
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const key = anonymousKey(request);
  if (key === null) return;
  const { answers, version } = request.server.hotReads;
  const stored =
    answers.get(key, version()) ?? (await answers.waitForMaker(key, version()), answers.get(key, version()));
  if (stored) {
    rememberEtag(request, stored.etag);
    return reply.code(200).headers(stored.headers).send(stored.body);
  }
  const at = version();
  const settle = answers.startMaking(key, at);
  making.set(request, { key, version: at, headersBefore: new Set(Object.keys(reply.getHeaders())), settle });
  // Whatever happens to the answer (an error, a closed connection), the waiting requests go on.
  reply.raw.once('close', () => settle(null));
  return undefined;
};

/** Runs first among the route's onSend hooks: stores the answer its request was making (200 only). */
export const storeAnswer: onSendHookHandler = (request, reply, payload, done) => {
  const job = making.get(request);
  if (!job) {
    done(null, payload);
    return;
  }
  making.delete(request);
  if (reply.statusCode !== 200 || typeof payload !== 'string' || reply.hasHeader('set-cookie')) {
    job.settle(null);
    done(null, payload);
    return;
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (NEVER_STORED.has(name) || job.headersBefore.has(name) || value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  const answer: CachedAnswer = { body: payload, etag: bodyEtag(payload), headers };
  rememberEtag(request, answer.etag);
  request.server.hotReads.answers.set(job.key, job.version, answer, Buffer.byteLength(payload) * 2);
  job.settle(answer);
  done(null, payload);
};
