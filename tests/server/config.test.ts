import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../../server/config';

describe('config', () => {
  it('has defaults for everything, and empty values mean the default', () => {
    const config = loadConfig({ PORT: '', SEED: '' });
    expect(config).toMatchObject({ PORT: 8080, HOST: '0.0.0.0', SEED: 'demo', DIST_DIR: resolve('dist') });
    expect(config.DATABASE_URL).toEqual({ kind: 'sqlite', filename: resolve('data/busads.sqlite') });
  });

  it('reads sqlite paths and memory', () => {
    expect(loadConfig({ DATABASE_URL: 'sqlite::memory:' }).DATABASE_URL.filename).toBe(':memory:');
    expect(loadConfig({ DATABASE_URL: 'sqlite:/tmp/x.sqlite' }).DATABASE_URL.filename).toBe('/tmp/x.sqlite');
  });

  it.each([
    [{ DATABASE_URL: 'postgres://u:p@localhost/busads' }, /DATABASE_URL: PostgreSQL is not supported yet/],
    [{ DATABASE_URL: 'mysql://localhost' }, /DATABASE_URL: expected sqlite:PATH/],
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ SEED: 'lots' }, /SEED/],
    [{ ADMIN_PASSWORD: 'short' }, /ADMIN_PASSWORD: must be at least 8 characters/],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
