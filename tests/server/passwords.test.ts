import { randomBytes, scryptSync } from 'node:crypto';
import { hash as argon2Hash } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, api, API_BASE_PATH, entities } from '../../src/api';
import { buildApp } from '../../server/app';
import { hashPassword, verifyPassword } from '../../server/domain/passwords';
import { SAMPLES } from './helpers/endpointSamples';
import { SERVER_START_TIMEOUT, startTestServer, type TestServer } from './helpers/testServer';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, SERVER_START_TIMEOUT);
afterAll(() => s?.close());

/** Argon2id at OWASP's 19 MiB, 2 passes, 1 lane; a 16-byte salt and a 32-byte hash (PHC base64, unpadded). */
const ARGON2ID_HASH = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/;

/** A scrypt hash as releases before Argon2id stored it (N = 2^14, r = 8, p = 1). */
function scryptHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 2 ** 14 });
  return ['scrypt', 2 ** 14, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

async function storedHashes(): Promise<string[]> {
  const admins = await s.db.selectFrom('admins').select('passwordHash').execute();
  const vendors = await s.db.selectFrom('vendors').select('passwordHash').execute();
  return [...admins, ...vendors].map((r) => r.passwordHash);
}

/** Every object key anywhere in a JSON value, with its dotted path. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => keyPaths(v, `${prefix}[]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => [`${prefix}${k}`, ...keyPaths(v, `${prefix}${k}.`)]);
}

describe('password storage', () => {
  it('stores every admin and vendor password as salted Argon2id (m=19456 KiB, t=2, p=1)', async () => {
    const hashes = await storedHashes();
    expect(hashes.length).toBeGreaterThan(2);
    for (const hash of hashes) expect(hash).toMatch(ARGON2ID_HASH);
  });

  const older = [
    { what: 'a scrypt hash of earlier releases (N=2^14)', make: async () => scryptHash('viewer') },
    {
      what: 'an Argon2id hash of weaker parameters (m=4096, t=1)',
      make: () => argon2Hash('viewer', { memoryCost: 4096, timeCost: 1, parallelism: 1 }),
    },
  ];
  for (const { what, make } of older)
    it(`upgrades ${what} at the next successful sign-in, and only then`, async () => {
      const old = await make();
      const stored = () =>
        s.db.selectFrom('admins').select('passwordHash').where('username', '=', 'viewer').executeTakeFirstOrThrow();
      await s.db.updateTable('admins').set({ passwordHash: old }).where('username', '=', 'viewer').execute();
      const signIn = (password: string) =>
        s.request('POST', `${API_BASE_PATH}/login/admin`, {
          body: { data: { username: 'viewer', password, remember: false } },
        });
      expect((await signIn('not-viewer')).status).toBe(400);
      expect((await stored()).passwordHash).toBe(old);
      expect((await signIn('viewer')).status).toBe(200);
      const upgraded = (await stored()).passwordHash;
      expect(upgraded).toMatch(ARGON2ID_HASH);
      expect(await verifyPassword('viewer', upgraded)).toBe(true);
      expect((await signIn('viewer')).status).toBe(200);
      expect((await stored()).passwordHash).toBe(upgraded);
    });

  it('checks a stored scrypt hash right and wrong, and refuses what is no hash of a known scheme', async () => {
    const old = scryptHash('right');
    expect([await verifyPassword('right', old), await verifyPassword('wrong', old)]).toEqual([true, false]);
    const current = await hashPassword('right');
    for (const stored of [
      '',
      'right',
      'md5$abc',
      '$argon2i$v=19$m=4096,t=1,p=1$c2FsdHNhbHQ$aGFzaA',
      current.slice(0, 40),
    ])
      expect(await verifyPassword('right', stored)).toBe(false);
  });

  it('salts each hash: the same password twice gives two hashes, both verifying', async () => {
    const [a, b] = [await hashPassword('same password'), await hashPassword('same password')];
    expect(a).not.toBe(b);
    expect([await verifyPassword('same password', a), await verifyPassword('same password', b)]).toEqual([true, true]);
    expect(await verifyPassword('Same password', a)).toBe(false);
  });
});

describe('passwords are never returned', () => {
  it('by any endpoint: no password key but in PasswordReset results, and no stored hash in any answer', async () => {
    const texts: string[] = [];
    const wrong: string[] = [];
    for (const { name, endpoint } of allEndpoints) {
      for (const sample of SAMPLES[name] ?? []) {
        const answer = await s.call(endpoint, sample);
        expect(answer.status, `${name}: ${answer.text}`).toBe(200);
        texts.push(answer.text);
        const allowed = endpoint.result === entities.PasswordReset ? ['content.data.password'] : [];
        for (const path of keyPaths(answer.json))
          if (/pass/i.test(path) && !allowed.includes(path)) wrong.push(`${name}: ${path}`);
      }
    }
    expect(wrong).toEqual([]);
    const all = texts.join('\n');
    expect(all).not.toContain('$argon2id$');
    for (const hash of await storedHashes()) expect(all).not.toContain(hash.split('$')[5]);
  });
});

describe('passwords are never logged', () => {
  it('the server log of sign-ins (right and wrong), a password change, an admin creation and a reset holds no password, hash or token', async () => {
    const lines: string[] = [];
    const app = buildApp({
      db: s.db,
      logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } },
    });
    const send = async (method: 'POST' | 'PUT', path: string, data: unknown, token?: string) => {
      const res = await app.inject({
        method,
        url: API_BASE_PATH + path,
        headers: token ? { token } : {},
        payload: { data },
      });
      return res.json<{ content?: { token?: string; data?: { password?: string } } }>();
    };
    try {
      const token = await s.adminToken();
      const fields = {
        fullname: 'Log Probe',
        phone: '+2348000000009',
        email: 'probe@busads.ng',
        address: 'Lagos',
        privileges: [],
      };
      const created = await send(
        'POST',
        api.admins.create.path,
        { ...fields, username: 'log.probe', password: 'Probe-Secret-11' },
        token,
      );
      await send('POST', '/login/admin', { username: 'log.probe', password: 'Wrong-Secret-22', remember: false });
      const probe = await send('POST', '/login/admin', {
        username: 'log.probe',
        password: 'Probe-Secret-11',
        remember: true,
      });
      const probeToken = probe.content?.token ?? '';
      await send(
        'PUT',
        api.admins.changePassword.path,
        { oldPassword: 'Probe-Secret-11', newPassword: 'Probe-Secret-33' },
        probeToken,
      );
      const id = (created.content?.data as { id?: number } | undefined)?.id ?? 0;
      const reset = await send('PUT', `/reset/admin/password/${id}`, undefined, token);
      const generated = reset.content?.data?.password ?? '';
      expect(generated).toHaveLength(12);

      const log = lines.join('');
      expect(log).toContain('request answered');
      const secrets = [
        'Probe-Secret-11',
        'Wrong-Secret-22',
        'Probe-Secret-33',
        generated,
        token,
        probeToken,
        '$argon2id$',
      ];
      for (const secret of secrets) expect(log).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});
