/** One answer as contract:check sees it: status, the parsed JSON (undefined if not JSON) and the raw text. */
export interface Answer {
  status: number;
  json: unknown;
  text: string;
  contentType: string;
}

/** The backend did not answer at all (refused, reset, timed out). */
export class NoAnswer extends Error {}

const TIMEOUT_MS = 20_000;

export interface Client {
  /** path is relative to the API base ('/get/admins'). */
  send(method: string, path: string, init?: { token?: string; body?: unknown }): Promise<Answer>;
}

export function client(apiBase: string): Client {
  return {
    async send(method, path, { token, body } = {}) {
      // Signed-in GET answers may come gzipped (as for the app); fetch inflates them.
      const headers: Record<string, string> = { accept: 'application/json', 'accept-encoding': 'gzip' };
      if (token !== undefined) headers.Token = token;
      if (body !== undefined) headers['content-type'] = 'application/json';
      let res: Response;
      let text: string;
      try {
        res = await fetch(apiBase + path, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        text = await res.text();
      } catch (error) {
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        throw new NoAnswer(`${method} ${apiBase}${path}: ${cause?.code ?? cause?.message ?? (error as Error).message}`);
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      return { status: res.status, json, text, contentType: res.headers.get('content-type') ?? '' };
    },
  };
}
