import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, API_BASE_PATH, ErrorBody } from '../../src/api';
import { createRng } from '../server/helpers/prng';
import { SERVER_START_TIMEOUT, startTestServer, type TestServer } from '../server/helpers/testServer';
import { snapshotDatabase, type DbSnapshot } from './reliability/dbSnapshot';
import { buildFuzzCases, type FuzzCase } from './reliability/fuzzCases';
import { inPool, rawClient, type RawAnswer } from './reliability/rawClient';

/** FUZZ_SEED reproduces a run; the default keeps `npm test` deterministic. */
const SEED = Number(process.env.FUZZ_SEED ?? 6);
const CONCURRENCY = 8;

let s: TestServer;
let token: string;
let before: DbSnapshot;
const answers: { c: FuzzCase; a: RawAnswer }[] = [];

beforeAll(async () => {
  s = await startTestServer();
  token = await s.adminToken();
  before = await snapshotDatabase(s.db);
  const cases = buildFuzzCases(createRng(SEED), token);
  const client = rawClient(s.base, CONCURRENCY);
  const started = Date.now();
  const results = await inPool(cases, CONCURRENCY, async (c) => ({ c, a: await client.send(c).catch(dropped) }));
  client.close();
  answers.push(...results);
  const byStatus: Record<number, number> = {};
  for (const { a } of answers) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
  console.log(
    `fuzz (seed ${SEED}): ${answers.length} requests to ${new Set(cases.map((c) => c.label.split(' ')[0])).size} endpoints in ${Date.now() - started} ms; by status ${JSON.stringify(byStatus)}`,
  );
}, SERVER_START_TIMEOUT + 60_000);
afterAll(() => s?.close());

/** A connection closed without an answer counts as status 0 (and fails the envelope check). */
const dropped = (error: Error): RawAnswer => ({ status: 0, contentType: '', text: `no answer: ${error.message}` });

const failures = (check: (c: FuzzCase, a: RawAnswer) => boolean) =>
  answers
    .filter(({ c, a }) => !check(c, a))
    .slice(0, 10)
    .map(({ c, a }) => `${c.label} -> ${a.status} ${a.text.slice(0, 120)}`);

function isEnvelope(a: RawAnswer): boolean {
  if (!a.contentType.startsWith('application/json')) return false;
  try {
    const parsed = ErrorBody.safeParse(JSON.parse(a.text));
    return parsed.success && parsed.data.error.status === a.status && typeof parsed.data.error.code === 'number';
  } catch {
    return false;
  }
}

describe('fuzz of every endpoint', () => {
  it('sends thousands of malformed requests', () => {
    expect(answers.length).toBeGreaterThan(3000);
  });

  it('never answers 5xx', () => {
    expect(failures((_, a) => a.status < 500)).toEqual([]);
  });

  it('answers every refusal with the error envelope and the same HTTP status', () => {
    expect(failures((_, a) => (a.status >= 200 && a.status < 300) || isEnvelope(a))).toEqual([]);
  });

  it('refuses every malformed write', () => {
    expect(failures((c, a) => !c.mustRefuse || (a.status >= 400 && a.status < 500))).toEqual([]);
  });

  it('leaves every table unchanged', async () => {
    expect(await snapshotDatabase(s.db)).toEqual(before);
  });

  it('still serves afterwards: the session, a new sign-in and a list', async () => {
    expect((await s.call(api.admins.me)).status).toBe(200);
    const fresh = await s.login();
    expect((await s.call(api.vendors.list, { params: { page: 1, limit: 5 }, token: fresh })).status).toBe(200);
    expect((await s.request('GET', `${API_BASE_PATH}/get/admin`, { token })).status).toBe(200);
  });
});
