import { api, EXPIRED_SESSION, fillPath } from '../../src/api';
import { checkError } from './checks';
import type { Answer, Client } from './http';

/** An error the backend must answer with the error envelope: what is sent and what must come back. */
export interface Probe {
  label: string;
  send(http: Client, token: string): Promise<Answer>;
  check(answer: Answer): string[];
}

const dashboard = fillPath(api.session.dashboard.path);
const badPage = fillPath(api.vendors.list.path, { page: 'first', limit: 10 });
const unknownPath = '/contract-check/no-such-call';

export const PROBES: Probe[] = [
  {
    label: `GET ${dashboard} without a Token header -> 401`,
    send: (http) => http.send('GET', dashboard),
    check: (answer) => checkError(answer, 401, { messageContains: EXPIRED_SESSION }),
  },
  {
    label: `GET ${dashboard} with an unknown Token -> 401`,
    send: (http) => http.send('GET', dashboard, { token: 'contract-check-unknown-token' }),
    check: (answer) => checkError(answer, 401, { messageContains: EXPIRED_SESSION }),
  },
  {
    label: `GET ${badPage} (page is not a number) -> 400`,
    send: (http, token) => http.send('GET', badPage, { token }),
    check: (answer) => checkError(answer, 400),
  },
  {
    label: `GET ${unknownPath} (no such call) -> 404`,
    send: (http, token) => http.send('GET', unknownPath, { token }),
    check: (answer) => checkError(answer, 404),
  },
];
