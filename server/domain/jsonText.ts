/**
 * A JSON value the database wrote as text (repositories/jsonRows.ts): an answer carries it as it is, without
 * an object per row in the server. answerText writes an answer holding such values.
 */
export class JsonText<T = unknown> {
  /** The type of the value the text holds (for the handlers' result types only). */
  declare readonly value: T;

  constructor(readonly text: string) {}

  /** The value (for scripts and tests; the server passes the text on). */
  parse(): T {
    return JSON.parse(this.text) as T;
  }

  /** Inside answerText, a mark that answerText then replaces by the text. */
  toJSON(): string {
    if (!texts) throw new Error('A JsonText is written by answerText only');
    texts.push(this.text);
    return `${MARK}${texts.length - 1}`;
  }
}

/** A mark no other string of an answer holds: NUL is refused in every text the API takes (handlers/nulText.ts). */
const MARK = `\u0000json-text-${Math.random().toString(36).slice(2)}:`;
/** The mark as JSON.stringify writes it, as a whole string value. */
const WRITTEN_MARK = new RegExp(`"${JSON.stringify(MARK).slice(1, -1).replace(/\\/g, '\\\\')}(\\d+)"`, 'g');

/** The texts of the answer being written (JSON.stringify is synchronous: one answer at a time). */
let texts: string[] | undefined;

/** The JSON text of an answer whose values may include JsonTexts. */
export function answerText(body: unknown): string {
  texts = [];
  try {
    const json = JSON.stringify(body);
    const found = texts;
    return found.length === 0 ? json : json.replace(WRITTEN_MARK, (_, i: string) => found[Number(i)]!);
  } finally {
    texts = undefined;
  }
}

/** A result in which any value may come as the database's JSON text of that value. */
export type OrJsonText<T> = T | JsonText<T> | (T extends object ? { [K in keyof T]: OrJsonText<T[K]> } : never);
