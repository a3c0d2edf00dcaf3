import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, entities, type Privilege } from '../../src/api';
import { sha256Hex } from '../../server/domain/platform';
import { requireSecondFactorFor, WRONG_CODE, CHALLENGE_EXPIRED } from '../../server/services/secondFactor';
import { fakeClock } from './helpers/loginGuesses';
import { secretOf, totpNow } from './helpers/secondFactor';
import { dataOf, SERVER_START_TIMEOUT, startTestServer, type TestServer } from './helpers/testServer';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, SERVER_START_TIMEOUT);
afterAll(() => s?.close());
let tick: (seconds: number) => void;
beforeEach(async () => {
  await s.db.deleteFrom('loginFailures').execute();
  tick = fakeClock();
});
afterEach(() => {
  vi.useRealTimers();
  requireSecondFactorFor([]);
});

let made = 0;
/** A new enabled admin (its own username, so tests do not share a throttle or a factor). */
async function newAdmin(privileges: Privilege[] = []) {
  made += 1;
  const username = `tfa.user${made}`;
  const password = `tfa-pass-${made}`;
  const body = {
    fullname: `Tfa User ${made}`,
    username,
    phone: '+2348050000001',
    email: `${username}@example.ng`,
    address: '1 Marina, Lagos',
    privileges,
    password,
  };
  const admin = entities.Admin.parse(dataOf(await s.call(api.admins.create, { body })));
  return { id: admin.id, username, password, fullname: admin.fullname };
}
type TestAdmin = Awaited<ReturnType<typeof newAdmin>>;

const login = (a: TestAdmin, password = a.password) =>
  s.call(api.session.login, { token: null, body: { username: a.username, password, remember: false } });
const second = (challenge: string, code: string) =>
  s.call(api.session.secondFactor, { token: null, body: { challenge, code } });
const challengeOf = async (a: TestAdmin) => entities.LoginChallenge.parse(dataOf(await login(a)));
const lastLog = async () =>
  await s.db
    .selectFrom('activityLogs')
    .select(['activityLogDesc', 'adminId'])
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

/** Signs in (no factor yet), enrols and confirms from the profile: the session token and the recovery codes. */
async function enrolled(a: TestAdmin) {
  const token = (await login(a)).json.content!.token!;
  const enrolment = entities.TotpEnrolment.parse(dataOf(await s.call(api.secondFactor.enrol, { token })));
  const { recoveryCodes } = entities.RecoveryCodes.parse(
    dataOf(await s.call(api.secondFactor.confirm, { token, body: { code: totpNow(enrolment.secret) } })),
  );
  tick(30); // the confirmation's code is used: sign-ins take the next step's
  return { token, secret: enrolment.secret, recoveryCodes };
}

describe('second factor (TOTP)', () => {
  it('leaves the SPEC.md sign-in unchanged for an admin without one', async () => {
    const a = await newAdmin();
    const answer = await login(a);
    expect(answer.status).toBe(200);
    expect(answer.json.content?.token).toEqual(expect.any(String));
    expect(entities.AdminProfile.parse(answer.json.content?.data)).toMatchObject({ id: a.id, username: a.username });
  });

  it('enrols from the profile: a secret and its URI, a confirmation code, ten recovery codes stored hashed', async () => {
    const a = await newAdmin();
    const token = (await login(a)).json.content!.token!;
    expect(dataOf(await s.call(api.secondFactor.status, { token }))).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    const { secret, uri } = entities.TotpEnrolment.parse(dataOf(await s.call(api.secondFactor.enrol, { token })));
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/BusAds%20Admin:${a.username}?issuer=BusAds%20Admin&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    const wrong = await s.call(api.secondFactor.confirm, {
      token,
      body: { code: '000000' === totpNow(secret) ? '111111' : '000000' },
    });
    expect(wrong.json.error?.message).toBe(WRONG_CODE);
    const { recoveryCodes } = entities.RecoveryCodes.parse(
      dataOf(await s.call(api.secondFactor.confirm, { token, body: { code: totpNow(secret) } })),
    );
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = await s.db.selectFrom('adminRecoveryCodes').select('codeHash').where('adminId', '=', a.id).execute();
    expect(stored.map((r) => r.codeHash).sort()).toEqual((await Promise.all(recoveryCodes.map(sha256Hex))).sort());
    expect(dataOf(await s.call(api.secondFactor.status, { token }))).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: 10,
    });
    expect(await lastLog()).toEqual({ activityLogDesc: 'Turned on the second factor', adminId: a.id });
    expect((await s.call(api.secondFactor.enrol, { token })).status).toBe(400);
  });

  it('then answers a single-use challenge (stored hashed) instead of a session; the code opens it; a code is not accepted twice', async () => {
    const a = await newAdmin();
    const { secret } = await enrolled(a);
    const first = await login(a);
    expect(first.json.content?.token).toBeUndefined();
    const challenge = entities.LoginChallenge.parse(dataOf(first));
    expect(challenge).toMatchObject({ secondFactor: 'code', enrolment: null });
    const rows = await s.db.selectFrom('loginChallenges').select('tokenHash').where('adminId', '=', a.id).execute();
    expect(rows).toEqual([{ tokenHash: await sha256Hex(challenge.challenge) }]);
    const code = totpNow(secret);
    const opened = await second(challenge.challenge, code);
    expect(opened.json.content?.token).toEqual(expect.any(String));
    expect(entities.AdminProfile.parse(opened.json.content?.data).id).toBe(a.id);
    expect((await second(challenge.challenge, totpNow(secret, 1))).json.error?.message).toBe(CHALLENGE_EXPIRED);
    // The same code on a new challenge: a replay, refused.
    expect((await second((await challengeOf(a)).challenge, code)).json.error?.message).toBe(WRONG_CODE);
    // An expired challenge is refused with the right code.
    const late = await challengeOf(a);
    tick(5 * 60 + 1);
    expect((await second(late.challenge, totpNow(secret))).json.error?.message).toBe(CHALLENGE_EXPIRED);
  });

  it('counts wrong codes as sign-in failures of the username: after 5, even the right code waits', async () => {
    const a = await newAdmin();
    const { secret } = await enrolled(a);
    const { challenge } = await challengeOf(a);
    const right = totpNow(secret);
    const wrong = right === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) expect((await second(challenge, wrong)).json.error?.message).toBe(WRONG_CODE);
    // In the audit trail as a wrong password is (server/services/securityLog.ts), without an admin.
    expect(await lastLog()).toEqual({
      activityLogDesc: `Failed sign-in as "${a.username}" from 127.0.0.1: wrong second-factor code`,
      adminId: null,
    });
    const refused = await second(challenge, right);
    expect(refused.status).toBe(429);
    expect(refused.json.error?.message).toBe('Too many failed sign-in attempts. Please try again in 1 second.');
    expect((await lastLog()).activityLogDesc).toBe(
      `Refused sign-in as "${a.username}" from 127.0.0.1: Too many failed sign-in attempts. Please try again in 1 second.`,
    );
    tick(1);
    expect((await second(challenge, right)).status).toBe(200);
  });

  it('takes each recovery code once, in any case and without its dash', async () => {
    const a = await newAdmin();
    const { recoveryCodes, token } = await enrolled(a);
    const typed = recoveryCodes[3].replace('-', '').toUpperCase();
    expect((await second((await challengeOf(a)).challenge, typed)).status).toBe(200);
    expect(await lastLog()).toEqual({ activityLogDesc: 'Signed in with a recovery code', adminId: a.id });
    expect((await second((await challengeOf(a)).challenge, recoveryCodes[3])).json.error?.message).toBe(WRONG_CODE);
    expect(dataOf(await s.call(api.secondFactor.status, { token }))).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it('turns off from the profile with the password (not a wrong one); the next sign-in is by password alone', async () => {
    const a = await newAdmin();
    const { token } = await enrolled(a);
    expect((await s.call(api.secondFactor.disable, { token, body: { password: 'wrong' } })).status).toBe(400);
    expect(dataOf(await s.call(api.secondFactor.disable, { token, body: { password: a.password } }))).toEqual({
      message: 'Second factor turned off',
    });
    expect((await login(a)).json.content?.token).toEqual(expect.any(String));
  });

  it('is reset by an Admins holder, in the activity log; refused to others', async () => {
    const a = await newAdmin();
    await enrolled(a);
    const viewer = await s.login('viewer', 'viewer');
    expect((await s.call(api.secondFactor.reset, { token: viewer, params: { id: a.id } })).status).toBe(403);
    expect(dataOf(await s.call(api.secondFactor.reset, { params: { id: a.id } }))).toEqual({
      message: `The second factor of ${a.fullname} has been reset`,
    });
    const log = await lastLog();
    expect(log.activityLogDesc).toBe(`Reset the second factor of admin ${a.fullname} (#${a.id})`);
    expect((await login(a)).json.content?.token).toEqual(expect.any(String));
  });

  it('REQUIRE_2FA_FOR: a holder of a listed privilege without one enrols at sign-in before any session', async () => {
    requireSecondFactorFor(['ADMIN_ADMIN']);
    const plain = await newAdmin(['ADMIN_AD']);
    expect((await login(plain)).json.content?.token).toEqual(expect.any(String));
    const a = await newAdmin(['ADMIN_ADMIN']);
    const challenge = entities.LoginChallenge.parse(dataOf(await login(a)));
    expect(challenge.secondFactor).toBe('enrol');
    const secret = challenge.enrolment!.secret;
    expect(await secretOf(s, a.username)).toBe(secret);
    // The 'enrol' challenge opens nothing through the code step.
    expect((await second(challenge.challenge, totpNow(secret))).json.error?.message).toBe(CHALLENGE_EXPIRED);
    const body = { challenge: challenge.challenge, code: totpNow(secret) };
    const done = await s.call(api.session.enrolSecondFactor, { token: null, body });
    const token = done.json.content!.token!;
    expect(entities.EnrolledProfile.parse(done.json.content?.data).recoveryCodes).toHaveLength(10);
    expect(dataOf(await s.call(api.secondFactor.status, { token }))).toEqual({
      enabled: true,
      required: true,
      recoveryCodesLeft: 10,
    });
    const off = await s.call(api.secondFactor.disable, { token, body: { password: a.password } });
    expect(off.json.error?.message).toBe('Your privileges require a second factor: it cannot be turned off.');
    tick(30);
    expect(entities.LoginChallenge.parse(dataOf(await login(a))).secondFactor).toBe('code');
  });
});
