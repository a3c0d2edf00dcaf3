import { Agent, request } from 'node:http';

export interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
}

export interface RawRequest {
  method: string;
  /** Sent verbatim (no URL normalisation, so '../' and bad percent-encoding reach the server as written). */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/**
 * A bare HTTP/1.1 client over keep-alive sockets: unlike fetch it sends the path exactly as given and
 * allows any method, header and body the fuzz needs.
 */
export function rawClient(base: string, sockets = 8) {
  const { hostname, port } = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  const send = (r: RawRequest): Promise<RawAnswer> =>
    new Promise((resolve, reject) => {
      const headers: Record<string, string | number> = { ...r.headers };
      if (r.body !== undefined) headers['Content-Length'] = Buffer.byteLength(r.body);
      const req = request(
        { host: hostname, port: Number(port), method: r.method, path: r.path, headers, agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              contentType: String(res.headers['content-type'] ?? ''),
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(r.body);
    });
  return { send, close: () => agent.destroy() };
}

/** Runs `work` over the items with at most `concurrency` in flight; answers the results in item order. */
export async function inPool<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let nextIndex = 0;
  const worker = async () => {
    while (nextIndex < items.length) {
      const i = nextIndex++;
      results[i] = await work(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
