/**
 * The platform module of the browser's mock mode (see platform.ts, whose exports these mirror), on the
 * Web Crypto API. Passwords are hashed with PBKDF2-SHA256: the demo database lives in one tab's memory.
 */

export const randomBytes = (length: number): Uint8Array => crypto.getRandomValues(new Uint8Array(length));

const hex = (bytes: ArrayBuffer): string =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

export const sha256Hex = async (text: string): Promise<string> =>
  hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));

const ITERATIONS = 100_000;
const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    256,
  );
  return new Uint8Array(bits);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return ['pbkdf2', ITERATIONS, toBase64(salt), toBase64(await derive(password, salt, ITERATIONS))].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterations, salt, hash] = stored.split('$');
  if (scheme !== 'pbkdf2' || !salt || !hash) return false;
  const key = await derive(password, fromBase64(salt), Number(iterations));
  const expected = fromBase64(hash);
  return key.length === expected.length && key.every((b, i) => b === expected[i]);
}

/** A stored hash made with other parameters (or another scheme) than hashPassword's today. */
export function needsRehash(stored: string): boolean {
  const [scheme, iterations] = stored.split('$');
  return scheme !== 'pbkdf2' || Number(iterations) !== ITERATIONS;
}
