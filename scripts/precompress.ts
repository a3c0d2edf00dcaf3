import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Writes a .gz and a .br beside every text file (and mock mode's demo database) of a build (dist/ by default), so the server sends
 * compressed files without compressing on each request (@fastify/static preCompressed).
 */
// .sqlite: mock mode's demo database (scripts/build/demoDatabasePlugin.ts), mostly text and indexes.
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|sqlite)$/;
const MIN_BYTES = 1024;

export function precompress(dir: string): { files: number; bytes: number; gzipBytes: number } {
  const totals = { files: 0, bytes: 0, gzipBytes: 0 };
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const path = join(dir, name);
    if (!COMPRESSIBLE.test(name) || !statSync(path).isFile()) continue;
    const body = readFileSync(path);
    if (body.length < MIN_BYTES) continue;
    const gz = gzipSync(body, { level: 9 });
    writeFileSync(`${path}.gz`, gz);
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    );
    totals.files += 1;
    totals.bytes += body.length;
    totals.gzipBytes += gz.length;
  }
  return totals;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'dist';
  const { files, bytes, gzipBytes } = precompress(dir);
  console.log(
    `precompress: ${files} files in ${dir}, ${(bytes / 1000).toFixed(1)} kB → ${(gzipBytes / 1000).toFixed(1)} kB gzip (and .br)`,
  );
}
