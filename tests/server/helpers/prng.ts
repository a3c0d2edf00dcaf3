/**
 * A small seeded PRNG (mulberry32) so the fuzz sends the same requests on every run: a failure
 * reproduces with the seed printed in the summary (FUZZ_SEED).
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, int, pick: (items) => items[int(0, items.length - 1)] };
}

/** Characters that break naive parsers: quotes, SQL and HTML syntax, controls, RTL, combining marks, emoji. */
const CHAR_POOL = [
  ...`abcXYZ019-_.~!*'();:@&=+$,/?#[]%<>"\`{}|\\^ `,
  '\u0000',
  '\u0007',
  '\n',
  '\r',
  '\t',
  '\u00e9',
  '\u00ff',
  '\u202e',
  '\u0301',
  '\u200b',
  '\ufeff',
  '\u4e2d',
  '\u0661',
  '\ud83d\ude00',
  '\ud83c\udff3\ufe0f\u200d\ud83c\udf08',
];

/** A random string of 0..maxLength characters from CHAR_POOL (whole code points: always URI-encodable). */
export function randomText(rng: Rng, maxLength: number): string {
  const length = rng.int(0, maxLength);
  let out = '';
  for (let i = 0; i < length; i++) out += rng.pick(CHAR_POOL);
  return out;
}

/** A number written oddly: negative, huge, fractional, exponent, hex, signed. */
export function randomNumberText(rng: Rng): string {
  const forms = [
    () => String(-rng.int(1, 1e9)),
    () => String(rng.int(1, 9)).repeat(rng.int(16, 40)),
    () => (rng.next() * 1e6).toFixed(rng.int(1, 6)),
    () => `${rng.int(1, 9)}e${rng.int(1, 400)}`,
    () => `0x${rng.int(1, 1e6).toString(16)}`,
    () => `+${rng.int(1, 100)}`,
    () => `${rng.int(1, 100)} ${rng.int(1, 100)}`,
  ];
  return rng.pick(forms)();
}

/** A random JSON value, at most `depth` levels deep. */
export function randomJson(rng: Rng, depth = 3): unknown {
  const kind = rng.int(0, depth > 0 ? 7 : 4);
  switch (kind) {
    case 0:
      return null;
    case 1:
      return rng.next() < 0.5;
    case 2:
      return Number(randomNumberText(rng)) || -rng.next() * 1e300;
    case 3:
      return randomText(rng, 30);
    case 4:
      return rng.int(-5, 5);
    case 5:
      return Array.from({ length: rng.int(0, 4) }, () => randomJson(rng, depth - 1));
    default: {
      const out: Record<string, unknown> = {};
      for (let i = rng.int(0, 4); i > 0; i--) out[randomText(rng, 8)] = randomJson(rng, depth - 1);
      return out;
    }
  }
}
