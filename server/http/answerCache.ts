import { gzipSync } from 'node:zlib';
import type { AdminRow } from '../db/schema';
import { nowUnix } from '../domain/clock';

/** A value that changes whenever the data may have changed (a write by this process or by any other). */
export type DataVersion = () => string;

/** A kept answer: its JSON, and the same gzipped once a client that accepts gzip asks for it. */
export interface Answer {
  json: Buffer;
  gzip?: Buffer;
}

interface Entry {
  answer: Answer;
  stamp: string;
}

export interface AnswerCacheOptions {
  version: DataVersion;
  /** Bytes of answers kept at most; the least recently used go first. Default 32 MB. */
  maxBytes?: number;
}

/** Answers shorter than this are sent as they are: gzip would save less than its own cost. */
const GZIP_FROM_BYTES = 1024;
/** Signed-in admins remembered per stamp at most (a map cleared when full: one lookup each to refill). */
const MAX_SESSIONS = 10_000;

/**
 * The JSON answers of read calls (GET), by admin and URL, kept while the data they were read from is
 * unchanged and within the unix second they were computed in. Every date the server computes with is
 * `nowUnix()`, whole seconds, so an answer of second S is what the call would answer again anywhere in S
 * on the same data: the cache changes when an answer is computed, never what it says. The admin behind a
 * session token is kept the same way (the session lookup depends on the data and the second too).
 *
 * The stamp (the second and the data version) is read before the answer is computed (`stamp()`, then
 * `set`): a write or a new second while the handler runs moves the stamp past the stored one, so that
 * answer is never served.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly sessions = new Map<string, { admin: AdminRow; stamp: string }>();
  /** Answers being computed, by key: callers of the same key and stamp meanwhile wait for that one. */
  private readonly pending = new Map<string, { stamp: string; answer: Promise<Answer> }>();
  /** The answers held in `entries` (a gzip made for one dropped meanwhile does not count). */
  private readonly held = new WeakSet<Answer>();
  private bytes = 0;
  private readonly maxBytes: number;

  constructor(private readonly options: AnswerCacheOptions) {
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  }

  /** The second and data version now: pass it to `set` with the answer computed after reading it. */
  stamp(): string {
    return `${nowUnix()} ${this.options.version()}`;
  }

  get(key: string, stamp: string): Answer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.stamp !== stamp) {
      this.drop(key, entry);
      return undefined;
    }
    // Map order is insertion order: re-inserting marks it most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.answer;
  }

  set(key: string, stamp: string, json: Buffer): Answer {
    const answer: Answer = { json };
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    if (json.length > this.maxBytes / 8) return answer;
    this.entries.set(key, { answer, stamp });
    this.held.add(answer);
    this.bytes += json.length;
    this.evict();
    return answer;
  }

  /**
   * The answer of `make` (its JSON), kept under `stamp`; while it is computed, callers with the same key
   * and stamp get the same promise instead of computing it again (50 callers of a list at a new second
   * would otherwise each run its query).
   */
  compute(key: string, stamp: string, make: () => Promise<Buffer>): Promise<Answer> {
    const running = this.pending.get(key);
    if (running?.stamp === stamp) return running.answer;
    const answer = make()
      .then((json) => this.set(key, stamp, json))
      .finally(() => {
        if (this.pending.get(key)?.answer === answer) this.pending.delete(key);
      });
    this.pending.set(key, { stamp, answer });
    return answer;
  }

  /** The answer gzipped (made once and kept with it), or undefined when it is too short to be worth it. */
  gzipped(answer: Answer): Buffer | undefined {
    if (answer.json.length < GZIP_FROM_BYTES) return undefined;
    if (!answer.gzip) {
      answer.gzip = gzipSync(answer.json);
      if (this.held.has(answer)) {
        this.bytes += answer.gzip.length;
        this.evict();
      }
    }
    return answer.gzip;
  }

  /** The admin found for this token under the same stamp, if any. */
  admin(token: string, stamp: string): AdminRow | undefined {
    const kept = this.sessions.get(token);
    return kept?.stamp === stamp ? kept.admin : undefined;
  }

  rememberAdmin(token: string, stamp: string, admin: AdminRow): void {
    if (this.sessions.size >= MAX_SESSIONS) this.sessions.clear();
    this.sessions.set(token, { admin, stamp });
  }

  get size(): number {
    return this.entries.size;
  }

  private evict(): void {
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest, entry);
    }
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.held.delete(entry.answer);
    this.bytes -= entry.answer.json.length + (entry.answer.gzip?.length ?? 0);
  }
}
