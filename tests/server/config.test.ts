import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../../server/config';

describe('config', () => {
  it('has defaults for everything, and empty values mean the default', () => {
    const config = loadConfig({ PORT: '', SEED: '' });
    expect(config).toMatchObject({ PORT: 8080, HOST: '0.0.0.0', SEED: 'demo', DIST_DIR: resolve('dist') });
    expect(config.DATABASE_URL).toEqual({
      kind: 'sqlite',
      filename: resolve('data/busads.sqlite'),
      statementTimeoutMs: 5000,
      sessionCache: true,
    });
  });

  it('reads REQUIRE_2FA_FOR as privilege modules (none by default) and refuses an unknown one', () => {
    expect(loadConfig({}).REQUIRE_2FA_FOR).toEqual([]);
    expect(loadConfig({ REQUIRE_2FA_FOR: ' ADMIN_ADMIN, ADMIN_TOPUP ' }).REQUIRE_2FA_FOR).toEqual([
      'ADMIN_ADMIN',
      'ADMIN_TOPUP',
    ]);
    expect(() => loadConfig({ REQUIRE_2FA_FOR: 'ADMINS' })).toThrow(ConfigError);
  });

  it('reads sqlite paths and memory', () => {
    expect(loadConfig({ DATABASE_URL: 'sqlite::memory:' }).DATABASE_URL).toEqual({
      kind: 'sqlite',
      filename: ':memory:',
      statementTimeoutMs: 5000,
      sessionCache: true,
    });
    expect(loadConfig({ DATABASE_URL: 'sqlite:/tmp/x.sqlite' }).DATABASE_URL).toEqual({
      kind: 'sqlite',
      filename: '/tmp/x.sqlite',
      statementTimeoutMs: 5000,
      sessionCache: true,
    });
  });

  it('reads PostgreSQL URLs with a pool of DATABASE_POOL_SIZE connections (10 by default)', () => {
    const url = 'postgres://busads:secret@db.internal:5432/busads';
    expect(loadConfig({ DATABASE_URL: url }).DATABASE_URL).toEqual({
      kind: 'postgres',
      url,
      poolSize: 10,
      statementTimeoutMs: 5000,
      sessionCache: true,
    });
    expect(
      loadConfig({ DATABASE_URL: url.replace('postgres:', 'postgresql:'), DATABASE_POOL_SIZE: '25' }).DATABASE_URL,
    ).toEqual({
      kind: 'postgres',
      url: url.replace('postgres:', 'postgresql:'),
      poolSize: 25,
      statementTimeoutMs: 5000,
      sessionCache: true,
    });
  });

  it('reads SESSION_CACHE (on by default) into the database target, and refuses anything but on and off', () => {
    expect(loadConfig({ SESSION_CACHE: 'off' }).DATABASE_URL).toMatchObject({ sessionCache: false });
    expect(loadConfig({ SESSION_CACHE: 'on', DATABASE_URL: 'postgres://h/db' }).DATABASE_URL).toMatchObject({
      sessionCache: true,
    });
    expect(() => loadConfig({ SESSION_CACHE: 'yes' })).toThrow(/SESSION_CACHE/);
  });

  it('reads the statement deadline (5 s by default) into the database target, and the shutdown, wait and metrics settings', () => {
    expect(loadConfig({ STATEMENT_TIMEOUT_MS: '1500' }).DATABASE_URL).toMatchObject({ statementTimeoutMs: 1500 });
    expect(loadConfig({})).toMatchObject({ SHUTDOWN_GRACE_MS: 10_000, DATABASE_WAIT_MS: 60_000 });
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(() => loadConfig({ STATEMENT_TIMEOUT_MS: '10' })).toThrow(/STATEMENT_TIMEOUT_MS/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
  });

  it("reads TRUST_PROXY as Fastify does: none by default, true, or the proxies' addresses", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).TRUST_PROXY).toBe('10.0.0.0/8,127.0.0.1');
  });

  it('reads CSP_CONNECT_SRC as a list of http(s) origins and refuses anything else', () => {
    expect(loadConfig({}).CSP_CONNECT_SRC).toEqual([]);
    expect(loadConfig({ CSP_CONNECT_SRC: 'https://api.example.ng, http://localhost:9000' }).CSP_CONNECT_SRC).toEqual([
      'https://api.example.ng',
      'http://localhost:9000',
    ]);
    expect(() => loadConfig({ CSP_CONNECT_SRC: 'javascript:alert(1)' })).toThrow(
      /CSP_CONNECT_SRC.*expected http\(s\) origins/,
    );
  });

  it.each([
    [{ DATABASE_URL: 'mysql://localhost' }, /DATABASE_URL: expected sqlite:PATH, sqlite::memory: or postgres:\/\//],
    [{ DATABASE_URL: 'mysql://root:hunter2@localhost' }, /got 'mysql:\/\/root:\*\*\*@localhost'/],
    [{ DATABASE_URL: 'postgres://' }, /DATABASE_URL: expected/],
    [{ DATABASE_POOL_SIZE: '0' }, /DATABASE_POOL_SIZE/],
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ SEED: 'lots' }, /SEED/],
    [{ ADMIN_PASSWORD: 'short' }, /ADMIN_PASSWORD: must be at least 8 characters/],
    [{ LOG_LEVEL: 'verbose' }, /LOG_LEVEL/],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('logs every request at info, but only warnings and failures in production unless LOG_LEVEL says otherwise', () => {
    expect(loadConfig({}).LOG_LEVEL).toBe('info');
    expect(loadConfig({ NODE_ENV: 'production' }).LOG_LEVEL).toBe('warn');
    expect(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'info' }).LOG_LEVEL).toBe('info');
    expect(loadConfig({ LOG_LEVEL: '' }).LOG_LEVEL).toBe('info');
  });
});
