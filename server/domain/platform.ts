import { createHash, randomBytes as nodeRandomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * What the server needs from the machine it runs on: random bytes, SHA-256 and password hashing. This
 * is Node's; the browser's mock mode gets platform.browser.ts instead (vite.config.ts swaps the module),
 * with the same exports. Nothing else of the server imports node:crypto.
 */

export const randomBytes = (length: number): Uint8Array => new Uint8Array(nodeRandomBytes(length));

export const sha256Hex = async (text: string): Promise<string> => createHash('sha256').update(text).digest('hex');

/**
 * Password hashes: scrypt with a random 16-byte salt, stored as 'scrypt$N$r$p$salt$hash' (base64). A hash stored
 * with other parameters still verifies with its own, and is upgraded at the next successful sign-in (needsRehash),
 * so raising N (OWASP asks 2^17: docs/security.md says why it is not yet) upgrades every admin who signs in.
 */
const N = 2 ** 14;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
/** scrypt needs 128 * N * r bytes (16 MiB here, 128 MiB at N = 2^17); Node's default cap is 32 MiB. */
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, n: number, r: number, p: number, keylen: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, keylen, { N: n, r, p, maxmem: MAX_MEMORY }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = nodeRandomBytes(16);
  const key = await derive(password, salt, N, R, P, KEY_LENGTH);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p), expected.length);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A stored hash made with other parameters (or another scheme) than hashPassword's today. */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) !== N || Number(r) !== R || Number(p) !== P;
}
