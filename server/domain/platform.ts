import { createHash, randomBytes as nodeRandomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';

/**
 * What the server needs from the machine it runs on: random bytes, SHA-256 and password hashing. This
 * is Node's; the browser's mock mode gets platform.browser.ts instead (vite.config.ts swaps the module),
 * with the same exports. Nothing else of the server imports node:crypto.
 */

export const randomBytes = (length: number): Uint8Array => new Uint8Array(nodeRandomBytes(length));

export const sha256Hex = async (text: string): Promise<string> => createHash('sha256').update(text).digest('hex');

/**
 * Password hashes: Argon2id (@node-rs/argon2, prebuilt binaries: nothing to compile) at OWASP's setting of
 * 19 MiB, 2 passes, 1 lane, stored as its PHC string ('$argon2id$v=19$m=19456,t=2,p=1$salt$hash', with a random
 * 16-byte salt and a 32-byte hash). Hashes of earlier releases ('scrypt$N$r$p$salt$hash') and Argon2id hashes of
 * other parameters still verify with their own, and needsRehash makes the next successful sign-in replace them.
 */
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;
const ARGON2_PARAMS = `m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}`;

export const hashPassword = (password: string): Promise<string> => argon2Hash(password, ARGON2);

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2id$')) return argon2Verify(stored, password).catch(() => false);
  if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
  return false;
}

/** A stored hash made with another scheme or other parameters than hashPassword's today. */
export function needsRehash(stored: string): boolean {
  const [, scheme, version, params] = stored.split('$');
  return scheme !== 'argon2id' || version !== 'v=19' || params !== ARGON2_PARAMS;
}

/** scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) would refuse a stored N above 2^14. */
const SCRYPT_MAX_MEMORY = 256 * 1024 * 1024;

/** The scheme of releases before Argon2id: 'scrypt$N$r$p$salt$hash' (base64), checked only to be replaced. */
async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await new Promise<Buffer>((resolve, reject) =>
    scrypt(
      password,
      Buffer.from(salt, 'base64'),
      expected.length,
      { N: Number(n), r: Number(r), p: Number(p), maxmem: SCRYPT_MAX_MEMORY },
      (err, derived) => (err ? reject(err) : resolve(derived)),
    ),
  ).catch(() => undefined);
  return key !== undefined && key.length === expected.length && timingSafeEqual(key, expected);
}
