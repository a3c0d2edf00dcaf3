import { api, API_BASE_PATH, fillPath } from '../../src/api';
import { checkSuccess, isNoMoreData } from './checks';
import { client, NoAnswer, type Answer } from './http';
import { PROBES } from './probes';
import { firstId, idCalls, plainCalls, type ReadCall } from './readCalls';

export interface CheckOptions {
  /** The backend's root ('http://host:port'); the API base path is added unless the URL ends with it. */
  api: string;
  username: string;
  password: string;
  basePath?: string;
}

type Status = 'OK' | 'FAIL' | 'SKIP';

/** Thrown when the check cannot run at all (exit code 2). */
export class CannotCheck extends Error {}

export const apiBaseOf = (url: string, basePath = API_BASE_PATH): string => {
  const root = url.replace(/\/+$/, '');
  return root.endsWith(basePath) ? root : root + basePath;
};

/**
 * Signs in, makes every read call of the contract and the error probes, and prints one line per call
 * (OK / FAIL / SKIP), each difference under its call, and a summary. Writes nothing. Resolves to the
 * exit code: 0 all match, 1 some differ; throws CannotCheck when the backend cannot be reached or signed in to.
 */
export async function runContractCheck(options: CheckOptions, print: (line: string) => void): Promise<0 | 1> {
  const apiBase = apiBaseOf(options.api, options.basePath);
  const http = client(apiBase);
  const counts: Record<Status, number> = { OK: 0, FAIL: 0, SKIP: 0 };
  let differences = 0;
  const report = (status: Status, label: string, lines: string[] = [], note?: string) => {
    counts[status] += 1;
    differences += lines.length;
    print(`${status.padEnd(4)}  ${label}${note ? `  (${note})` : ''}`);
    for (const line of lines) print(`      - ${label.split(' ->')[0]} ${line}`);
  };
  /** An answer, or the reason there was none as a difference. */
  const attempt = async (send: () => Promise<Answer>): Promise<Answer | string> => {
    try {
      return await send();
    } catch (error) {
      if (error instanceof NoAnswer) return `no answer: ${error.message}`;
      throw error;
    }
  };

  print(`contract:check ${apiBase} as ${options.username}: read calls and error probes only, nothing is written`);
  const login = await signIn(http, options);
  const loginLines = checkSuccess(login, api.session.login, { withToken: true });
  const token = (login.json as { content?: { token?: unknown } } | undefined)?.content?.token;
  report(loginLines.length ? 'FAIL' : 'OK', `POST ${api.session.login.path}`, loginLines);
  if (typeof token !== 'string' || token === '') {
    print('Summary: stopped after sign-in: the answer carries no content.token to make the other calls with.');
    return 1;
  }

  const found = new Map<string, number>();
  const read = async (call: ReadCall) => {
    const label = `GET ${fillPath(call.endpoint.path, call.params)}`;
    const answer = await attempt(() => http.send('GET', fillPath(call.endpoint.path, call.params), { token }));
    if (typeof answer === 'string') return report('FAIL', label, [answer]);
    if (isNoMoreData(answer)) return report('OK', label, [], 'empty: No more data');
    const lines = checkSuccess(answer, call.endpoint);
    report(lines.length ? 'FAIL' : 'OK', label, lines);
    const id = lines.length ? undefined : firstId((answer.json as { content: { data: unknown } }).content.data);
    if (id !== undefined && !found.has(call.name)) found.set(call.name, id);
  };
  for (const call of plainCalls()) await read(call);
  const second = idCalls(found);
  for (const call of second.calls) await read(call);
  for (const { endpoint, reason } of second.skipped) report('SKIP', `GET ${endpoint.path}`, [], reason);

  for (const probe of PROBES) {
    const answer = await attempt(() => probe.send(http, token));
    const lines = typeof answer === 'string' ? [answer] : probe.check(answer);
    report(lines.length ? 'FAIL' : 'OK', probe.label, lines);
  }

  const total = counts.OK + counts.FAIL + counts.SKIP;
  print(
    `Summary: ${total} calls, ${counts.OK} OK, ${counts.FAIL} FAIL, ${counts.SKIP} skipped; ` +
      `${differences} difference${differences === 1 ? '' : 's'}: ${counts.FAIL ? 'the backend differs from the contract' : 'the backend matches the contract'}`,
  );
  return counts.FAIL ? 1 : 0;
}

/** The login answer; a refused sign-in or an unreachable backend cannot be checked further. */
async function signIn(http: ReturnType<typeof client>, { username, password }: CheckOptions): Promise<Answer> {
  let answer: Answer;
  try {
    answer = await http.send('POST', api.session.login.path, { body: { data: { username, password, remember: false } } });
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
