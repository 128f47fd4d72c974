import { forumApi, reportsApi, TOTAL_COUNT_HEADER } from '@kakayahan/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  apiRequest,
  apiRequestWithHeaders,
  callApi,
  callApiWithHeaders,
  errorMessage,
  GENERIC_ERROR,
} from './api-client';
import { CONNECTION_MESSAGES } from './connection';
import { getSession, saveSession } from './session';

const itemsSchema = z.array(z.object({ id: z.number() }));

function answer(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** Replaces fetch with one answer; returns the spy to read what was sent. */
function answerWith(response: Response) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(response);
}

function sentHeaders(fetchSpy: ReturnType<typeof answerWith>): Headers {
  return new Headers(fetchSpy.mock.calls[0]?.[1]?.headers);
}

beforeEach(() => {
  saveSession({ token: 'abc123', userId: 7, user_type: 'Employee', username: 'Maria' });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('apiRequestWithHeaders', () => {
  it("gives the checked answer and the response's headers, sending the session's token", async () => {
    const fetchSpy = answerWith(answer([{ id: 1 }], 200, { [TOTAL_COUNT_HEADER]: '42' }));

    const { data, headers } = await apiRequestWithHeaders('/api/things/', { schema: itemsSchema });

    expect(data).toEqual([{ id: 1 }]);
    expect(headers.get(TOTAL_COUNT_HEADER)).toBe('42');
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/things/');
    expect(sentHeaders(fetchSpy).get('authorization')).toBe('Token abc123');
  });

  it("throws the server's message and ends the session on a 401", async () => {
    answerWith(answer({ error: 'Your session has ended. Please sign in again.' }, 401));

    const failure = apiRequestWithHeaders('/api/things/', { schema: itemsSchema });

    await expect(failure).rejects.toMatchObject({
      message: 'Your session has ended. Please sign in again.',
      status: 401,
      isServerMessage: true,
    });
    expect(getSession()).toBeNull();
  });

  it('throws the generic message when the answer does not match the contract', async () => {
    answerWith(answer({ unexpected: true }));

    await expect(apiRequestWithHeaders('/api/things/', { schema: itemsSchema })).rejects.toEqual(
      new ApiError(GENERIC_ERROR, 200),
    );
  });
});

describe('apiRequest', () => {
  it('gives only the checked answer, JSON-encoding a body, without a token when auth is false', async () => {
    const fetchSpy = answerWith(answer([{ id: 2 }], 201, { [TOTAL_COUNT_HEADER]: '1' }));

    const data = await apiRequest('/api/things/', {
      method: 'POST',
      body: { name: 'x' },
      schema: itemsSchema,
      auth: false,
    });

    expect(data).toEqual([{ id: 2 }]);
    const init = fetchSpy.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"x"}');
    expect(sentHeaders(fetchSpy).get('content-type')).toBe('application/json');
    expect(sentHeaders(fetchSpy).get('authorization')).toBeNull();
  });

  it('turns a network failure into plain words about the connection (status 0)', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));

    const failure = apiRequest('/api/things/', { schema: itemsSchema });

    await expect(failure).rejects.toMatchObject({
      message: CONNECTION_MESSAGES.unreachable,
      status: 0,
      isNetworkError: true,
    });
    await expect(failure.catch((error: unknown) => errorMessage(error))).resolves.toBe(
      "We can't reach Kakayahan Jobs right now. What you typed is kept; please try again in a moment.",
    );
  });

  it('says the person is offline when the browser says so', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

    const failure = apiRequest('/api/things/', { schema: itemsSchema });

    await expect(failure).rejects.toMatchObject({ message: CONNECTION_MESSAGES.offlineSubmit, status: 0 });
  });
});

describe('callApi', () => {
  it('builds the request from the declaration: path parameters, query, method and JSON body', async () => {
    const fetchSpy = answerWith(answer({ message: 'Comment added successfully.' }, 201));

    const data = await callApi(forumApi.deleteComment, { params: { id: 12 } });

    expect(data).toEqual({ message: 'Comment added successfully.' });
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/comments/12/');
    expect(fetchSpy.mock.calls[0]?.[1]?.method).toBe('DELETE');
  });

  it('JSON-encodes the declared body', async () => {
    const fetchSpy = answerWith(answer({ id: 3, message: 'Report submitted successfully.' }, 201));

    await callApi(reportsApi.createReport, { body: { reason: 'spam', report_desc: 'An advert.', post: 5 } });

    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/reports/');
    expect(fetchSpy.mock.calls[0]?.[1]?.body).toBe('{"reason":"spam","report_desc":"An advert.","post":5}');
  });

  it('sends a query without empty values and gives the headers too', async () => {
    const fetchSpy = answerWith(answer([], 200, { [TOTAL_COUNT_HEADER]: '0' }));

    const { data, headers } = await callApiWithHeaders(forumApi.listPosts, { query: { search: '', page: 2 } });

    expect(data).toEqual([]);
    expect(headers.get(TOTAL_COUNT_HEADER)).toBe('0');
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/posts/?page=2');
  });

  it('refuses an answer that does not match the declared schema', async () => {
    answerWith(answer({ unexpected: true }));

    await expect(callApi(forumApi.deletePost, { params: { id: 1 } })).rejects.toMatchObject({
      message: GENERIC_ERROR,
    });
  });
});
