import { api, API_BASE_PATH, fillPath } from '../../src/api';
import { checkSuccess, isNoMoreData } from './checks';
import { client, NoAnswer, type Answer, type Client } from './http';
import { PROBES } from './probes';
import { firstId, idCalls, plainCalls, type ReadCall } from './readCalls';
import { Report } from './report';
import { writeSteps, type Answers } from './writeCalls';

export interface CheckOptions {
  /** The backend's root ('http://host:port'); the API base path is added unless the URL ends with it. */
  api: string;
  username: string;
  password: string;
  basePath?: string;
  /** Also make every write call (creates, updates, resets): only for a throwaway backend. */
  writes?: boolean;
}

/** Thrown when the check cannot run at all (exit code 2). */
export class CannotCheck extends Error {}

export const apiBaseOf = (url: string, basePath = API_BASE_PATH): string => {
  const root = url.replace(/\/+$/, '');
  return root.endsWith(basePath) ? root : root + basePath;
};

/**
 * Signs in, makes every read call of the contract (and with `writes` every write call) and the error
 * probes, and prints the report. Resolves to the exit code: 0 all match, 1 some differ; throws
 * CannotCheck when the backend cannot be reached or refuses the sign-in.
 */
export async function runContractCheck(options: CheckOptions, print: (line: string) => void): Promise<0 | 1> {
  const apiBase = apiBaseOf(options.api, options.basePath);
  const http = client(apiBase);
  const report = new Report(print);
  const scope = options.writes
    ? 'read calls, write calls (--write) and error probes'
    : 'read calls and error probes only, nothing is written';
  print(`contract:check ${apiBase} as ${options.username}: ${scope}`);

  const login = await signIn(http, options);
  report.call(`POST ${api.session.login.path}`, checkSuccess(login, api.session.login, { withToken: true }));
  const token = tokenOf(login);
  if (token === undefined) {
    print('Summary: stopped after sign-in: the answer carries no content.token to make the other calls with.');
    return 1;
  }
  const answers = await checkReads(http, token, report);
  if (options.writes) await checkWrites(http, token, answers, report);
  for (const probe of PROBES) {
    const answer = await attempt(() => probe.send(http, token));
    report.call(probe.label, typeof answer === 'string' ? [answer] : probe.check(answer));
  }
  report.summary();
  return report.failed ? 1 : 0;
}

/** Every read call, plain then with ids found; resolves to the data of the first useful answer of each. */
async function checkReads(http: Client, token: string, report: Report): Promise<Answers> {
  const found = new Map<string, number>();
  const answers = new Map<string, unknown>();
  const read = async (call: ReadCall) => {
    const path = fillPath(call.endpoint.path, call.params);
    const answer = await attempt(() => http.send('GET', path, { token }));
    if (typeof answer === 'string') return report.call(`GET ${path}`, [answer]);
    if (isNoMoreData(answer)) return report.call(`GET ${path}`, [], 'empty: No more data');
    // A call beyond SPEC.md is optional: a backend without it is not at fault.
    if (call.endpoint.extension && answer.status === 404)
      return report.skip(`GET ${path}`, 'optional extension beyond SPEC.md: this backend does not serve it (404)');
    const differences = checkSuccess(answer, call.endpoint);
    report.call(`GET ${path}`, differences);
    if (differences.length) return;
    const data = dataOf(answer);
    const id = firstId(data);
    if (id !== undefined && !found.has(call.name)) found.set(call.name, id);
    if (!answers.has(call.name) && (id !== undefined || !isList(data))) answers.set(call.name, data);
  };
  for (const call of plainCalls()) await read(call);
  const second = idCalls(found);
  for (const call of second.calls) await read(call);
  for (const { endpoint, reason } of second.skipped) report.skip(`GET ${endpoint.path}`, reason);
  return answers;
}

/** Every write call (--write), each with what the reads and the earlier writes answered. */
async function checkWrites(http: Client, token: string, reads: Answers, report: Report): Promise<void> {
  const answers = new Map(reads);
  /** The sessions of the admins calls are made `as`, by username and password (WriteCall.as). */
  const sessions = new Map<string, string | undefined>();
  for (const step of writeSteps(Date.now().toString(36))) {
    const call = step.call(answers);
    if (typeof call === 'string') {
      report.skip(`${step.endpoint.method} ${step.endpoint.path}`, call);
      continue;
    }
    const { method } = call.endpoint;
    const path = fillPath(call.endpoint.path, call.params);
    const session = call.as && `${call.as.username}\n${call.as.password}`;
    const answer = await attempt(async () => {
      if (call.as && session && !sessions.has(session)) sessions.set(session, tokenOf(await signIn(http, call.as)));
      const as = session ? sessions.get(session) : token;
      return http.send(method, path, { token: as, body: call.body === undefined ? undefined : { data: call.body } });
    });
    if (session && call.endsSession) sessions.delete(session);
    const differences = typeof answer === 'string' ? [answer] : checkSuccess(answer, call.endpoint);
    report.call(`${method} ${path}`, differences);
    if (!differences.length && typeof answer !== 'string') answers.set(step.name, dataOf(answer));
  }
}

/** An answer, or why there was none, as a difference. */
async function attempt(send: () => Promise<Answer>): Promise<Answer | string> {
  try {
    return await send();
  } catch (error) {
    if (error instanceof NoAnswer) return `no answer: ${error.message}`;
    if (error instanceof CannotCheck) return error.message;
    throw error;
  }
}

const dataOf = (answer: Answer): unknown => (answer.json as { content: { data: unknown } }).content.data;
const isList = (data: unknown) => typeof data === 'object' && data !== null && 'all' in data;

/** The session token of a login answer, if it has one. */
function tokenOf(login: Answer): string | undefined {
  const token = (login.json as { content?: { token?: unknown } } | undefined)?.content?.token;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

/** The login answer; an unreachable backend or a refused sign-in cannot be checked further. */
async function signIn(http: Client, { username, password }: { username: string; password: string }): Promise<Answer> {
  let answer: Answer;
  try {
    answer = await http.send('POST', api.session.login.path, {
      body: { data: { username, password, remember: false } },
    });
  } catch (error) {
    if (error instanceof NoAnswer) throw new CannotCheck(`Cannot reach the backend: ${error.message}`);
    throw error;
  }
  const message = (answer.json as { error?: { message?: unknown } } | undefined)?.error?.message;
  if (answer.status >= 400 && answer.status < 500 && typeof message === 'string') {
    throw new CannotCheck(`Cannot sign in as ${username}: ${answer.status} ${message}`);
  }
  return answer;
}
