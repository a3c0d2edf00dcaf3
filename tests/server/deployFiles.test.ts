import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../server/config';
import { MEDIA_DIR } from '../../server/http/webApp';
import { ancestry, argsOf, parseDockerfile, type Stage } from './helpers/dockerfile';

// These machines have no Docker engine: the files are checked here, and what the image's runtime stage does
// (a production install plus the build outputs, started) by tests/slow/productionInstall.test.ts.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const read = (file: string) => readFileSync(`${ROOT}/${file}`, 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  environment: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  stop_grace_period?: string;
}
const compose = parse(read('compose.yaml')) as { services: Record<string, Service>; volumes: Record<string, unknown> };
const { db, app } = compose.services;

/** Compose's variable interpolation: $$, ${VAR}, ${VAR:-default}, ${VAR:?error} (unset and empty alike). */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\$|\$\{(\w+)(?::([-?])([^}]*))?\}/g, (whole, name?: string, op?: string, word = '') => {
    if (whole === '$$') return '$';
    const set = env[name!] ?? '';
    if (set !== '') return set;
    if (op === '?') throw new Error(`${name}: ${word}`);
    return op === '-' ? word : '';
  });
}
const appEnvironment = (env: Record<string, string>) =>
  Object.fromEntries(Object.entries(app.environment).map(([k, v]) => [k, interpolate(String(v), env)]));
const REQUIRED = { ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'correct horse battery', POSTGRES_PASSWORD: 'p@ss/w:rd' };

/** "30s", "1m30s", "1500ms" in milliseconds. */
function durationMs(text: string): number {
  const units: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  const parts = [...text.matchAll(/(\d+)(ms|s|m|h)/g)];
  expect(parts.map((p) => p[0]).join('')).toBe(text);
  return parts.reduce((sum, [, n, unit]) => sum + Number(n) * units[unit], 0);
}

describe('compose.yaml', () => {
  it('runs PostgreSQL with its data in a named volume and its own pg_isready healthcheck', () => {
    expect(db.image).toMatch(/^postgres:1[5-9]/);
    const [volume, target] = db.volumes![0].split(':');
    expect(compose.volumes).toHaveProperty(volume);
    expect(target).toBe('/var/lib/postgresql/data');
    expect(db.healthcheck!.test.join(' ')).toContain('pg_isready');
  });

  it('builds the app from the Dockerfile and starts it once the database is healthy, on port 8080', () => {
    expect(app.build).toBe('.');
    expect(app.depends_on).toEqual({ db: { condition: 'service_healthy' } });
    expect(app.ports).toContain('8080:8080');
  });

  it('starts empty but for the first admin, and stops when an admin or database variable is missing', () => {
    expect(app.environment.SEED).toBe('none');
    for (const name of Object.keys(REQUIRED)) {
      const { [name]: _missing, ...rest } = REQUIRED as Record<string, string>;
      expect(() => appEnvironment(rest), name).toThrow(`${name}: set ${name}`);
    }
  });

  it("gives the server a valid configuration: PostgreSQL at db with compose's password, the admin of the environment", () => {
    const env = appEnvironment(REQUIRED);
    const config = loadConfig(env);
    expect(config).toMatchObject({ SEED: 'none', ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'correct horse battery' });
    expect(config.DATABASE_URL).toMatchObject({ kind: 'postgres', url: 'postgres://busads@db:5432/busads' });
    // node-postgres takes the password from PGPASSWORD when the URL has none: no URL-encoding to get wrong.
    expect(env.PGPASSWORD).toBe(interpolate(db.environment.POSTGRES_PASSWORD, REQUIRED));
    expect(interpolate(db.environment.POSTGRES_USER, {})).toBe('busads');
  });

  it('gives requests in flight their grace period before Docker kills the server', () => {
    const graceMs = loadConfig(appEnvironment(REQUIRED)).SHUTDOWN_GRACE_MS;
    expect(durationMs(app.stop_grace_period!)).toBeGreaterThan(graceMs + 5000);
  });
});

describe('Dockerfile', () => {
  const stages = parseDockerfile(read('Dockerfile'));
  const runtime = stages.at(-1)!;
  const stageNamed = (name: string) => stages.find((s) => s.name === name)!;
  const runs = (stage: Stage, command: string) => argsOf(stage, 'RUN').some((r) => r.includes(command));
  const workdir = (stage: Stage) =>
    ancestry(stages, stage)
      .flatMap((s) => argsOf(s, 'WORKDIR'))
      .at(0)!;
  /** COPY [--from=STAGE] SRC DEST of the runtime stage: SRC relative to its stage's WORKDIR, DEST absolute. */
  const copies = argsOf(runtime, 'COPY').map((args) => {
    const [, from, src, dest] = /^(?:--from=(\S+) )?(?:--\S+ )*(\S+) (\S+)$/.exec(args)!;
    const source = from ? workdir(stageNamed(from)) : '/';
    return {
      from,
      src: posix.relative(source, posix.resolve(source, src)),
      dest: posix.resolve(workdir(runtime), dest),
    };
  });
  const copyOf = (src: string) => copies.find((c) => c.src === src);

  it('has a runtime stage apart from the build, with only the production install', () => {
    expect(stages.length).toBeGreaterThan(2);
    const builder = stageNamed(copyOf('dist')!.from);
    expect(runs(builder, 'npm ci')).toBe(true);
    expect(runs(builder, 'npm run build')).toBe(true);
    // The runtime's node_modules come from a stage whose only install leaves the dev dependencies out.
    const modules = stageNamed(copyOf('node_modules')!.from);
    expect(ancestry(stages, modules).flatMap((s) => argsOf(s, 'RUN').filter((r) => r.includes('npm ci')))).toEqual([
      'npm ci --omit=dev --no-audit --no-fund',
    ]);
    // ...and nothing of the build stage (its dev dependencies, its sources) is under it.
    expect(ancestry(stages, runtime).map((s) => s.name)).not.toContain(builder.name);
    expect(ancestry(stages, runtime).flatMap((s) => argsOf(s, 'RUN'))).not.toContainEqual(
      expect.stringContaining('npm ci'),
    );
  });

  it('holds the built app, the compiled server and the demo media where the server looks for them', () => {
    const builder = copyOf('dist')!.from;
    for (const src of ['dist', 'build/server', 'public/media']) expect(copyOf(src)?.from, src).toBe(builder);
    const server = copyOf('build/server')!.dest;
    expect(copyOf('dist')!.dest).toBe(posix.resolve(workdir(runtime), 'dist')); // DIST_DIR's default, ./dist
    const mediaFromServer = relative(`${ROOT}/server/http`, MEDIA_DIR); // ../../public/media, from the bundle too
    expect(copyOf('public/media')!.dest).toBe(posix.resolve(server, mediaFromServer));
    expect(copies.map((c) => c.src)).toContain('package.json'); // "type": "module" for build/server/main.js
  });

  it('runs the compiled server as a non-root user in production mode, with a healthcheck on /healthz', () => {
    expect(argsOf(runtime, 'ENV')).toContain('NODE_ENV=production');
    const user = argsOf(runtime, 'USER').at(-1);
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    expect(argsOf(runtime, 'EXPOSE')).toEqual(['8080']);
    const [healthcheck] = argsOf(runtime, 'HEALTHCHECK');
    expect(healthcheck).toMatch(/CMD \["node", "-e", ".*fetch\(.*\/healthz'\)/);
    expect(argsOf(runtime, 'CMD').map((c) => JSON.parse(c) as string[])).toEqual([
      ['node', '--enable-source-maps', 'build/server/main.js'],
    ]);
  });
});

describe('.dockerignore', () => {
  const ignored = read('.dockerignore')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));

  it('keeps installs, outputs, local databases and git out of the build context, and what the build reads in', () => {
    for (const entry of ['node_modules', '.git', 'dist', 'build', 'data']) expect(ignored).toContain(entry);
    for (const entry of ['src', 'server', 'scripts', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'])
      expect(ignored).not.toContain(entry);
  });
});

describe('package.json dependencies', () => {
  it('are exactly the packages the compiled server imports, so the production install holds nothing else', async () => {
    // What `npm run build:server` bundles: server/main.ts, and the SQLite worker it starts as a file of its own.
    const { metafile } = await build({
      entryPoints: ['server/main.ts', 'server/db/sqliteThread.worker.mjs'],
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      write: false,
      metafile: true,
      absWorkingDir: ROOT,
      outdir: 'build/server',
      logLevel: 'silent',
    });
    const packageName = (specifier: string) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/');
    const imported = new Set(
      Object.values(metafile.inputs)
        .flatMap((input) => input.imports)
        .filter((i) => i.external && !i.path.startsWith('.') && !isBuiltin(i.path))
        .map((i) => packageName(i.path)),
    );
    const declared = Object.keys((JSON.parse(read('package.json')) as { dependencies: object }).dependencies);
    expect(
      declared.filter((name) => !imported.has(name)),
      'in dependencies, never imported by the server',
    ).toEqual([]);
    expect(
      [...imported].filter((name) => !declared.includes(name)),
      'imported, not in dependencies',
    ).toEqual([]);
  });
});
