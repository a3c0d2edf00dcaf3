import { hashPassword, randomBytes } from './platform';

export { hashPassword, needsRehash, verifyPassword } from './platform';

const hexOf = (bytes: Uint8Array): string => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

/** `length` random bytes as upper-case hex (references, codes). */
export const randomHex = (length: number): string => hexOf(randomBytes(length)).toUpperCase();

/** A random token (32 bytes, base64url). */
export function randomToken(): string {
  const base64 = btoa(String.fromCharCode(...randomBytes(32)));
  return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A hash of nothing anyone can type: verifying against it costs the same time as a real check. */
let dummyHash: Promise<string> | undefined;
export const timingDummyHash = (): Promise<string> => (dummyHash ??= hashPassword(hexOf(randomBytes(32))));

/** Readable: no 0/O, 1/l/I. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Bytes at or above this are skipped, so every letter is equally likely (no modulo bias). */
const FAIR_BYTE_LIMIT = 256 - (256 % ALPHABET.length);

/** A random password a person can read aloud and type: 12 characters from an unambiguous alphabet. */
export function randomReadablePassword(length = 12): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < FAIR_BYTE_LIMIT && out.length < length) out += ALPHABET[byte % ALPHABET.length];
    }
  }
  return out;
}
