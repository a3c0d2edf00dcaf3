import { createHttpClient, type CallEndpoint } from '../../src/dataProvider/httpClient';

export const UNREACHABLE = 'Cannot reach the server. Check your connection and try again.';

export type State = 'up' | 'down' | 'gateway' | 'hung';

/** A fetch that fails the way a browser does: no connection, a proxy's HTML page, or no answer at all. */
export const brokenFetch = (state: () => State) =>
  (async (_url: string | URL | Request, init?: RequestInit) => {
    if (state() === 'gateway')
      return new Response('<html><body>503 Service Unavailable</body></html>', { status: 503 });
    if (state() === 'hung')
      return new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    throw new TypeError('Failed to fetch');
  }) as typeof fetch;

/**
 * The network between the app and the server's handlers (the test host). While it is not 'up', calls go through the real
 * HTTP client over a broken fetch (its timeout shortened to 50 ms), so the screens get the very errors
 * the browser would give them.
 */
export function outage(initial: State = 'down') {
  let state = initial;
  const broken = createHttpClient({ fetch: brokenFetch(() => state), timeoutMs: 50 });
  const network = (backend: CallEndpoint) =>
    ((...args: Parameters<CallEndpoint>) => (state === 'up' ? backend(...args) : broken(...args))) as CallEndpoint;
  return { network, set: (next: State) => void (state = next) };
}
