import { HttpError } from 'ra-core';
import { API_BASE_PATH, ErrorBody, fillPath, type BodyOf, type Endpoint, type ParamInput, type ResultOf } from '../api';
import { REQUEST_TIMEOUT_MS } from '../config/runtimeConfig';
import { withDeadline } from './deadline';
import { refusalBody, timedOut, unavailable, unreachable } from './failures';

export interface CallOptions<E extends Endpoint> {
  params?: Record<string, ParamInput>;
  body?: BodyOf<E>;
  signal?: AbortSignal;
}

export interface CallResult<E extends Endpoint> {
  data: ResultOf<E>;
  token?: string;
}

export type Fetch = typeof fetch;

/**
 * Calls one endpoint of the contract: fills the path ('-' for empty, unix seconds), sends the Token
 * header and {data} body, and returns content.data parsed by the endpoint's result schema. Every
 * failure becomes react-admin's HttpError(message, status, body) so checkError and notify see the
 * server's own message; a call the server never answers (network down, no answer in `timeoutMs`,
 * a gateway's 5xx page) gets a message a user can act on (failures.ts).
 */
export interface HttpClientOptions {
  /** Where the API lives ('' for the app's own origin): config.json's apiBase. */
  base?: string;
  fetch?: Fetch;
  timeoutMs?: number;
  /** The session token the Token header carries, read at each call (src/auth/token.ts in the app). */
  token?: () => string | null;
}

export function createHttpClient({
  base = '',
  fetch: fetchImpl = (...a) => fetch(...a),
  timeoutMs = REQUEST_TIMEOUT_MS,
  token = () => null,
}: HttpClientOptions = {}) {
  return async function callEndpoint<E extends Endpoint>(e: E, opts: CallOptions<E> = {}): Promise<CallResult<E>> {
    const url = `${base}${API_BASE_PATH}${fillPath(e.path, opts.params)}`;
    const headers: Record<string, string> = { Accept: 'application/json' };
    const sessionToken = token();
    if (sessionToken) headers.Token = sessionToken;
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';

    const deadline = withDeadline(opts.signal, timeoutMs);
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(url, {
        method: e.method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify({ data: opts.body }),
        signal: deadline.signal,
      });
      text = await response.text();
    } catch (err) {
      if (deadline.expired()) throw timedOut();
      // The caller cancelled (react-query no longer needs the answer): not a failure to show.
      if (opts.signal?.aborted || (err instanceof DOMException && err.name === 'AbortError')) throw err;
      // SPEC.md section 8 returns the exception's message, but 'Failed to fetch' tells a user nothing.
      throw unreachable();
    } finally {
      deadline.clear();
    }

    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      if (response.status >= 500) throw unavailable(response.status);
      throw new HttpError(
        `The API answered ${response.status} with a body that is not JSON`,
        response.status || 500,
        text,
      );
    }

    const error = ErrorBody.safeParse(json);
    if (error.success) {
      const { code, message, status } = error.data.error;
      throw new HttpError(message, status || response.status, refusalBody(Number(code), message));
    }
    if (response.status >= 500) throw unavailable(response.status);
    if (!response.ok) throw new HttpError(response.statusText || `HTTP ${response.status}`, response.status, json);

    const content = (json as { content?: { data?: unknown; token?: string } } | undefined)?.content;
    const parsed = e.result.safeParse(content?.data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new HttpError(
        `The API broke the contract of ${e.method} ${e.path}: content.data.${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
        502,
        json,
      );
    }
    return { data: parsed.data as ResultOf<E>, token: content?.token };
  };
}

export type CallEndpoint = ReturnType<typeof createHttpClient>;
