import {
  endpointName,
  endpointUrl,
  type EndpointBody,
  type EndpointDeclaration,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResult,
} from '@kakayahan/contracts';

/** What one call sends: the session token, and the declaration's path parameters, query and body. */
export interface CallInput<E extends EndpointDeclaration> {
  token?: string;
  params?: EndpointParams<E>;
  query?: EndpointQuery<E>;
  /** The JSON body; multipart endpoints take `form` instead. */
  body?: EndpointBody<E>;
  form?: FormData;
}

/**
 * The server's API as the tests' set-up calls it: the address, method and answer schema come from the
 * contract's endpoint declarations (so a renamed path is a type error here too), and every call says it
 * comes from `clientAddress` (X-Forwarded-For; the e2e server trusts it), so the per-address rate limits
 * of one test never touch another's.
 */
export class E2eApi {
  constructor(
    readonly baseUrl: string,
    readonly clientAddress: string,
  ) {}

  /** Calls a declared endpoint and answers its checked result; any error status throws with the server's words. */
  async call<E extends EndpointDeclaration>(endpoint: E, input: CallInput<E> = {}): Promise<EndpointResult<E>> {
    const url = endpointUrl(endpoint, input.params, input.query as Record<string, unknown> | undefined);
    const headers: Record<string, string> = { accept: 'application/json', 'x-forwarded-for': this.clientAddress };
    if (input.token) headers.authorization = `Token ${input.token}`;
    let body: string | FormData | undefined;
    if (input.form) body = input.form;
    else if (input.body !== undefined) {
      body = JSON.stringify(input.body);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(`${this.baseUrl}${url}`, { method: endpoint.method, headers, body });
    const text = await response.text();
    if (!response.ok) throw new Error(`${endpointName(endpoint)} answered ${response.status}: ${text}`);
    if (endpoint.response === 'bytes') throw new Error(`${endpointName(endpoint)} answers bytes, not JSON`);
    const parsed = endpoint.response.safeParse(text ? JSON.parse(text) : undefined);
    if (!parsed.success) {
      throw new Error(`${endpointName(endpoint)} answered what the contract does not allow: ${parsed.error.message}`);
    }
    return parsed.data as EndpointResult<E>;
  }
}

let addressCounter = 0;

/**
 * A client address of its own for one test of one worker (10.w.h.l), so per-address rate limits (ten
 * sign-ins a minute, sixty sign-ups an hour) apply per test, as they would to separate people.
 */
export function uniqueClientAddress(workerIndex: number): string {
  addressCounter += 1;
  return `10.${(workerIndex % 250) + 1}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}
