import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addresses, guessOncePerSecond, signInFrom } from '../server/helpers/loginGuesses';
import { SERVER_START_TIMEOUT, startTestServer, type TestServer } from '../server/helpers/testServer';

/**
 * The sign-in throttle over a whole hour (docs/security.md, "Brute force of passwords"): 3,600 sign-ins, too many
 * for `npm test`, which has the first 5 minutes of the same attack (tests/server/loginThrottle.test.ts).
 */
/** 5 at once, 10 more 1 + 2 + ... + 512 s apart (1,023 s), then one every 15 minutes: 2 more within the hour. */
const CHECKS_PER_HOUR = 17;
const OWNER = '198.51.100.7';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, SERVER_START_TIMEOUT);
afterAll(() => s?.close());
afterEach(() => {
  vi.useRealTimers();
});

describe('login throttling caps the guesses at one username from all addresses', () => {
  it(`one guess a second from 50 addresses for an hour gets ${CHECKS_PER_HOUR} password checks, and the owner still signs in at once`, async () => {
    expect((await signInFrom(s, OWNER, 'viewer', 'viewer')).status).toBe(200);
    const checked = await guessOncePerSecond(s, 'viewer', addresses('203.0.113', 50), 3600);
    expect(checked).toBe(CHECKS_PER_HOUR);
    expect((await signInFrom(s, OWNER, 'viewer', 'viewer')).status).toBe(200);
  }, 120_000);
});
