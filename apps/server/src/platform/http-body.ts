import type { FastifyInstance } from 'fastify';

/**
 * Makes the routes registered on `scope` (register them in their own scope) take an empty
 * `application/json` body as no body: the spec's client sends calls such as approve, reject, cancel and
 * decline without one, and other clients send `Content-Type: application/json` with nothing after it,
 * which Fastify would otherwise refuse as malformed JSON. Any other JSON body is parsed as usual.
 */
export function acceptEmptyJsonBody(scope: FastifyInstance): void {
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, parsed) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      parsed(null, undefined);
      return;
    }
    void parseJson(request, text, parsed);
  });
}
