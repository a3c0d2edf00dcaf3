import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, PRIVILEGE_NAMES, type Endpoint, type Privilege } from '../../src/api';
import { normalizeUsername } from '../../src/api/bodies';
import { nowUnix } from '../../server/domain/clock';
import { hashPassword } from '../../server/domain/passwords';
import { serializePrivileges } from '../../server/domain/privileges';
import { hashToken } from '../../server/services/sessions';
import { SAMPLES } from './helpers/endpointSamples';
import {
  SERVER_START_TIMEOUT,
  startTestServer,
  type Answer,
  type CallOptions,
  type TestServer,
} from './helpers/testServer';

const FORBIDDEN = { error: { code: 4, message: 'You do not have the privilege to access this resource', status: 403 } };
const EXPIRED = { error: { code: 3, message: 'Expired session', status: 401 } };
const PASSWORD = 'admin'; // the password the changePassword sample expects as the old one

let s: TestServer;
/** Per module: a token of an admin holding only it, and of one holding every module but it. */
const only = {} as Record<Privilege, string>;
const allBut = {} as Record<Privilege, string>;
let none = '';

async function adminWith(username: string, privileges: Privilege[], passwordHash: string): Promise<string> {
  await s.db
    .insertInto('admins')
    .values({
      fullname: username,
      // Stored as the server stores usernames (normalised); sign-in folds the case of what is typed.
      username: normalizeUsername(username),
      phone: '+2348000000000',
      email: `${username}@busads.ng`,
      address: 'Matrix',
      profilePicture: null,
      passwordHash,
      privileges: serializePrivileges(privileges),
      usertype: 1,
      accessStatus: 1,
      dateCreated: nowUnix(),
    })
    .execute();
  return s.login(username, PASSWORD);
}

beforeAll(async () => {
  s = await startTestServer();
  const hash = await hashPassword(PASSWORD);
  for (const module of PRIVILEGE_NAMES) {
    only[module] = await adminWith(`matrix.only.${module}`, [module], hash);
    allBut[module] = await adminWith(
      `matrix.allbut.${module}`,
      PRIVILEGE_NAMES.filter((p) => p !== module),
      hash,
    );
  }
  none = await adminWith('matrix.none', [], hash);
}, SERVER_START_TIMEOUT);
afterAll(() => s?.close());

const sampleOf = (name: string): CallOptions => {
  const sample = SAMPLES[name]?.[0];
  if (!sample) throw new Error(`add a sample call for ${name} to helpers/endpointSamples.ts`);
  return sample;
};
const isServed = (a: Answer) => a.status !== 401 && a.status !== 403;
const guarded = allEndpoints.filter((e) => e.endpoint.module !== null);

describe('privilege matrix', () => {
  it('covers every endpoint of src/api, each with a sample call', () => {
    expect(allEndpoints.length).toBeGreaterThan(40);
    for (const { name } of allEndpoints) sampleOf(name);
  });

  it.each(guarded.map((e) => [e.name, e.endpoint.module, e.endpoint] as const))(
    '%s (%s): served to an admin holding only that module, refused (403) to every admin without it',
    async (name, module, endpoint: Endpoint) => {
      const first = await s.call(endpoint, { ...sampleOf(name), token: only[module as Privilege] });
      expect(first.status, first.text).toBe(200);
      const wrong: string[] = [];
      for (const other of PRIVILEGE_NAMES) {
        for (const [label, token, holds] of [
          ['only', only[other], other === module],
          ['allBut', allBut[other], other !== module],
        ] as const) {
          const answer = await s.call(endpoint, { ...sampleOf(name), token });
          if (holds && !isServed(answer)) wrong.push(`${label} ${other}: refused ${answer.status}`);
          if (!holds && (answer.status !== 403 || JSON.stringify(answer.json) !== JSON.stringify(FORBIDDEN))) {
            wrong.push(`${label} ${other}: ${answer.status} ${answer.text}`);
          }
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  it.each(allEndpoints.filter((e) => e.endpoint.module === null).map((e) => [e.name, e.endpoint] as const))(
    '%s (no module) is served to an admin holding no privilege',
    async (name, endpoint) => {
      const sample = sampleOf(name);
      const answer = await s.call(endpoint, { ...sample, token: endpoint.public ? null : none });
      expect(answer.status, answer.text).toBe(200);
    },
  );
});

describe('no endpoint but login answers without a valid session', () => {
  const bad: Record<string, () => Promise<string | null>> = {
    'no token': async () => null,
    'an empty token': async () => '',
    'a malformed token': async () => "x' OR '1'='1",
    'a well-formed unknown token': async () => randomBytes(32).toString('base64url'),
    'a huge token': async () => 'A'.repeat(4000),
    'an expired token': async () => {
      const token = await s.login('matrix.only.ADMIN_ADMIN', PASSWORD);
      await s.db
        .updateTable('sessions')
        .set({ expiresAt: nowUnix() - 1 })
        .where('tokenHash', '=', await hashToken(token))
        .execute();
      return token;
    },
    "a disabled admin's token": async () => {
      const token = await s.login('matrix.allbut.ADMIN_CUSTOMER', PASSWORD);
      await s.db
        .updateTable('admins')
        .set({ accessStatus: 0 })
        .where('username', '=', normalizeUsername('matrix.allbut.ADMIN_CUSTOMER'))
        .execute();
      return token;
    },
  };

  it.each(Object.keys(bad))('every endpoint but login answers 401 Expired session with %s', async (kind) => {
    const token = await bad[kind]();
    const wrong: string[] = [];
    for (const { name, endpoint } of allEndpoints.filter((e) => !e.endpoint.public)) {
      const answer = await s.call(endpoint, { ...sampleOf(name), token });
      if (answer.status !== 401 || JSON.stringify(answer.json) !== JSON.stringify(EXPIRED))
        wrong.push(`${name}: ${answer.status} ${answer.text}`);
    }
    expect(wrong).toEqual([]);
  });

  it('login and its second-factor steps (their challenge is the credential) are the only public endpoints', () => {
    expect(allEndpoints.filter((e) => e.endpoint.public).map((e) => e.name)).toEqual([
      'session.login',
      'session.secondFactor',
      'session.enrolSecondFactor',
    ]);
  });
});
