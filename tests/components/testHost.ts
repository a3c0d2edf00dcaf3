import { readFileSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { inject, onTestFinished } from 'vitest';
import { api, entities, type Endpoint, type ParamInput, type Privilege } from '../../src/api';
import type { AdminProfile } from '../../src/api/entities';
import { signIn } from '../../src/auth/session';
import { getToken } from '../../src/auth/token';
import { DEFAULT_CONFIG } from '../../src/config/runtimeConfig';
import { createHttpClient, type CallEndpoint } from '../../src/dataProvider/httpClient';
import type { Database, Db } from '../../server/db/schema';
import { createFetchHost } from '../../server/hosts/fetchHost';

/** The demo template, read once per test file: each host gets its own copy in memory. */
let template: Buffer | undefined;

/** A call the app made: what a test may check was sent. */
export interface RecordedCall {
  endpoint: Endpoint;
  params: Record<string, ParamInput>;
  body?: unknown;
}

export interface TestHost {
  /** The host's own database (a copy of the demo data): for arranging records and reading what a write did. */
  db: Db;
  /** The app's HTTP client over the server's handlers, recording every call. */
  call: CallEndpoint & { calls: RecordedCall[] };
  /**
   * Signs in as the app does (token and profile in sessionStorage): as the demo 'admin' (every
   * privilege), or as a new admin holding exactly `privileges`.
   */
  signIn(privileges?: Privilege[]): Promise<AdminProfile>;
}

let admins = 0;

/**
 * The server's handlers over a fresh copy of the demo database (tests/setup/demoTemplate.ts), behind
 * the app's own HTTP client: component tests cross the real contract (paths, Token header, envelope,
 * zod on both sides) without a port, on the same rules and data as the server and mock mode.
 */
export function createTestHost(): TestHost {
  template ??= readFileSync(inject('demoDatabase'));
  const sqlite = new SQLite(template);
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  // Once its test has finished, the host answers nothing: a call a screen of that test makes late (a debounced
  // search, a refetch) would otherwise carry the next test's token from sessionStorage and fail with 401 there.
  // Its database is closed then, or once the calls still running have answered: an open copy holds its 13 MB until
  // the garbage collector gets to it, and each new copy in fresh memory cost ~100 ms more than one in reused memory.
  let finished = false;
  let running = 0;
  const closeWhenIdle = () => {
    if (finished && running === 0 && sqlite.open) sqlite.close();
  };
  onTestFinished(() => {
    finished = true;
    closeWhenIdle();
  });
  const serve = createFetchHost({ db });
  const http = createHttpClient({
    fetch: async (input, init) => {
      if (finished) return new Promise<Response>(() => {});
      running += 1;
      try {
        return await serve(input, init);
      } finally {
        running -= 1;
        closeWhenIdle();
      }
    },
    token: getToken,
  });
  const calls: RecordedCall[] = [];
  const call = Object.assign(
    ((endpoint, opts = {}) => {
      calls.push({ endpoint, params: opts.params ?? {}, body: opts.body });
      return http(endpoint, opts);
    }) as CallEndpoint,
    { calls },
  );

  /** A sign-in of an admin without a second factor: the profile. */
  const profileOf = async (username: string, password: string): Promise<AdminProfile> => {
    const answer = await signIn(http, { username, password, remember: false }, DEFAULT_CONFIG);
    if (entities.isLoginChallenge(answer)) throw new Error(`${username} has a second factor`);
    return answer;
  };

  async function signInAs(privileges?: Privilege[]): Promise<AdminProfile> {
    const admin = await profileOf('admin', 'admin');
    if (!privileges) return admin;
    admins += 1;
    const username = `tester${admins}`;
    await http(api.admins.create, {
      body: {
        fullname: 'Tess Tester',
        username,
        phone: '+2348000000000',
        email: `${username}@busads.ng`,
        address: 'Yaba',
        password: 'tester-password',
        privileges,
        usertype: 1,
      },
    });
    return profileOf(username, 'tester-password');
  }

  return { db, call, signIn: signInAs };
}
