import type { CompiledQuery } from 'kysely';
import type { Db } from './schema';
import { isRead } from './statements';

/**
 * The tables that decide who a token is (sessions) and what it may do (admins: enabled, privileges,
 * password). A word match on the statement's text, so that raw SQL is caught as well as Kysely's quoted
 * names; `vendorSessions` is another word and does not match.
 */
const AUTH_TABLES = /\b(admins|sessions)\b/;

/** A statement that may change who a token is or what it may do: any write naming one of AUTH_TABLES. */
const changesAuth = (query: CompiledQuery): boolean => !isRead(query) && AUTH_TABLES.test(query.sql);

/**
 * Every change of sessions and admins made through one database (all its connections), as a counter that
 * moves on each: after each such statement and after the commit or rollback of a transaction that made one
 * (db/requestScope.ts tells it). A reader that sees the counter unmoved across its read knows no such change
 * finished meanwhile (services/sessionCache.ts). Changes made elsewhere (another server on the same
 * PostgreSQL) are heard by the listener given to the constructor (db/authNotifications.ts).
 */
export class AuthChanges {
  #generation = 0;
  readonly #listeners = new Set<() => void>();
  #listen: (() => () => Promise<void>) | undefined;
  #stopListening: (() => Promise<void>) | undefined;
  /** False while changes made elsewhere could go unheard (the listener is not connected, or there is none). */
  complete = true;

  /**
   * `listen` starts to hear of changes made elsewhere and answers how to stop; it runs at the first
   * `startListening()`, and sets `complete` once it hears.
   */
  constructor(listen?: () => () => Promise<void>) {
    this.#listen = listen;
    if (listen) this.complete = false;
  }

  /** The changes of a database whose every change cannot be heard: the sessions cache stays off. */
  static unheard(): AuthChanges {
    return new AuthChanges(() => async () => undefined);
  }

  get generation(): number {
    return this.#generation;
  }

  /** After a statement has run (or failed): true when it may have changed sessions or admins (then counted). */
  afterStatement(query: CompiledQuery): boolean {
    if (!changesAuth(query)) return false;
    this.changed();
    return true;
  }

  changed(): void {
    this.#generation++;
    for (const listener of this.#listeners) listener();
  }

  onChange(listener: () => void): void {
    this.#listeners.add(listener);
  }

  /** Starts the listener given to the constructor, once (the sessions cache's first use). */
  startListening(): void {
    const listen = this.#listen;
    this.#listen = undefined;
    if (listen) this.#stopListening = listen();
  }

  /** Stops listening (called when the database is closed). */
  async stop(): Promise<void> {
    this.#listen = undefined;
    await this.#stopListening?.();
  }
}

const changesOf = new WeakMap<Db, AuthChanges>();

/** The changes of sessions and admins through a server's database; undefined for a script's or the browser's. */
export const authChangesOf = (db: Db): AuthChanges | undefined => changesOf.get(db);

/** Registers the changes of a server's database (db/connect.ts). */
export const setAuthChanges = (db: Db, changes: AuthChanges): void => void changesOf.set(db, changes);
