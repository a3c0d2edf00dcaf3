import { nowUnix } from '../services/clock';

/**
 * A value that changes whenever the data may have changed (a write by this process or by any other).
 * `undefined` when the database cannot tell cheaply (PostgreSQL): then nothing is cached.
 */
export type DataVersion = () => string;

interface Entry {
  body: Buffer;
  stamp: string;
}

export interface AnswerCacheOptions {
  version: DataVersion;
  /** Bytes of answers kept at most; the least recently used go first. Default 32 MB. */
  maxBytes?: number;
}

/**
 * The JSON answers of read calls (GET), by admin and URL, kept while the data they were read from is
 * unchanged and within the unix second they were computed in. Every date the server computes with is
 * `nowUnix()`, whole seconds, so an answer of second S is what the call would answer again anywhere in S
 * on the same data: the cache changes when an answer is computed, never what it says.
 *
 * The stamp (the second and the data version) is read before the answer is computed (`stamp()`, then
 * `set`): a write or a new second while the handler runs moves the stamp past the stored one, so that
 * answer is never served.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly maxBytes: number;

  constructor(private readonly options: AnswerCacheOptions) {
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  }

  /** The second and data version now: pass it to `set` with the answer computed after reading it. */
  stamp(): string {
    return `${nowUnix()} ${this.options.version()}`;
  }

  get(key: string, stamp: string): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.stamp !== stamp) {
      this.drop(key, entry);
      return undefined;
    }
    // Map order is insertion order: re-inserting marks it most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  set(key: string, stamp: string, body: Buffer): void {
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    if (body.length > this.maxBytes / 8) return;
    this.entries.set(key, { body, stamp });
    this.bytes += body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest, entry);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}
