import { HttpError } from 'ra-core';
import {
  API_BASE_PATH,
  ErrorBody,
  fillPath,
  type BodyOf,
  type Endpoint,
  type ParamInput,
  type ResultOf,
} from '../api';
import { API_BASE, TOKEN_KEY } from '../config';

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
 * server's own message.
 */
export function createHttpClient(apiBase = API_BASE, fetchImpl: Fetch = (...a) => fetch(...a)) {
  return async function callEndpoint<E extends Endpoint>(e: E, opts: CallOptions<E> = {}): Promise<CallResult<E>> {
    const url = `${apiBase}${API_BASE_PATH}${fillPath(e.path, opts.params)}`;
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = sessionStorage.getItem(TOKEN_KEY);
    if (token) headers.Token = token;
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: e.method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify({ data: opts.body }),
        signal: opts.signal,
      });
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') throw err;
      // Network exceptions return the exception message (SPEC.md section 8).
      throw new HttpError(err instanceof Error ? err.message : String(err), 0);
    }

    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      throw new HttpError(`The API answered ${response.status} with a body that is not JSON`, response.status || 500, text);
    }

    const error = ErrorBody.safeParse(json);
    if (error.success) {
      const { code, message, status } = error.data.error;
      throw new HttpError(message, status || response.status, { code: Number(code), message });
    }
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
