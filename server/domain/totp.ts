import { Secret, TOTP } from 'otpauth';
import { randomBytes } from './platform';

/** RFC 6238 with the authenticator apps' defaults: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD = 30;
const ISSUER = 'BusAds Admin';

const totp = (secret: string, username = '') =>
  new TOTP({ issuer: ISSUER, label: username, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD, secret });

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation) in base32, as apps take it. */
export const newTotpSecret = (): string => new Secret({ buffer: randomBytes(20).slice().buffer }).base32;

/** The otpauth:// URI an authenticator app reads from the QR code. */
export const totpUri = (secret: string, username: string): string => totp(secret, username).toString();

/** The code of a step (tests and the demo compute codes with it). */
export const totpCodeAt = (secret: string, unixSeconds: number): string =>
  totp(secret).generate({ timestamp: unixSeconds * 1000 });

/**
 * The 30-second step whose code `code` is, within one step either side of `unixSeconds` (clock drift), or
 * null. The caller refuses a step not after the last one it accepted, so a code is never accepted twice.
 */
export function totpStep(secret: string, code: string, unixSeconds: number): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secret).validate({ token, timestamp: unixSeconds * 1000, window: 1 });
  return delta === null ? null : Math.floor(unixSeconds / TOTP_PERIOD) + delta;
}

/** Recovery codes: 10 of 10 characters from an unambiguous alphabet (about 50 bits each), shown as xxxxx-xxxxx. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODES = 10;

export function newRecoveryCode(): string {
  let out = '';
  while (out.length < 10) {
    for (const byte of randomBytes(20)) if (byte < 248 && out.length < 10) out += ALPHABET[byte % ALPHABET.length];
  }
  return `${out.slice(0, 5)}-${out.slice(5)}`;
}

/** A recovery code as typed (any case, with or without the dash or spaces) in the form it was hashed in. */
export const normalizeRecoveryCode = (code: string): string => {
  const bare = code.toLowerCase().replace(/[\s-]/g, '');
  return `${bare.slice(0, 5)}-${bare.slice(5)}`;
};
