import { resolve } from 'node:path';
import { z } from 'zod';
import type { DatabaseTarget } from './db/connect';
import { normalizeUsername } from '../src/api/bodies';
import { PRIVILEGE_NAMES, type Privilege } from '../src/api/privileges';

/** An unset and an empty variable mean the same: use the default. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema);

/** Never echo a password from a URL into logs. */
const redact = (url: string) => url.replace(/\/\/([^:/@]*):[^@]*@/, '//$1:***@');

/** What DATABASE_URL names; its pool size (DATABASE_POOL_SIZE) or readers (SQLITE_READERS) come afterwards. */
type UrlTarget = Exclude<DatabaseTarget, { kind: 'postgres' }> | { kind: 'postgres'; url: string };

function parseDatabaseUrl(url: string, ctx: z.RefinementCtx): UrlTarget {
  if (url === 'sqlite::memory:') return { kind: 'sqlite', filename: ':memory:' };
  if (url.startsWith('sqlite:') && url.length > 'sqlite:'.length)
    return { kind: 'sqlite', filename: resolve(url.slice('sqlite:'.length)) };
  if (/^postgres(ql)?:\/\/./.test(url)) return { kind: 'postgres', url };
  ctx.addIssue({
    code: 'custom',
    message: `expected sqlite:PATH, sqlite::memory: or postgres://USER:PASSWORD@HOST:PORT/DATABASE, got '${redact(url)}'`,
  });
  return z.NEVER;
}

/** Fastify's trustProxy: unset or 'false' none; 'true' any proxy; else the proxies' addresses or CIDRs, comma-separated. */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === 'false') return false;
  return value === 'true' ? true : value;
}

const Variables = z.object({
  PORT: optional(z.coerce.number().int().min(0).max(65535).default(8080)),
  HOST: optional(z.string().default('0.0.0.0')),
  DATABASE_URL: optional(z.string().default('sqlite:./data/busads.sqlite')).transform(parseDatabaseUrl),
  DATABASE_POOL_SIZE: optional(z.coerce.number().int().min(1).max(1000).default(10)),
  SEED: optional(z.enum(['demo', 'none']).default('demo')),
  ADMIN_USERNAME: optional(z.string().trim().min(1).max(100).transform(normalizeUsername).optional()),
  ADMIN_PASSWORD: optional(z.string().min(8, 'must be at least 8 characters').max(200).optional()),
  DIST_DIR: optional(z.string().default('./dist')).transform((dir) => resolve(dir)),
  TRUST_PROXY: optional(z.string().trim().optional()).transform(parseTrustProxy),
  /** Origins (comma-separated) the app may call besides its own: an API on another host. */
  CSP_CONNECT_SRC: optional(z.string().optional())
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter((o) => o !== ''),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/, error: 'expected http(s) origins, comma-separated' }))),
  /** Origins (comma-separated, e.g. https://admin.busads.ng) whose pages may call the API (CORS); unset: none. */
  CORS_ORIGINS: optional(z.string().optional())
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((o) => o.trim().replace(/\/+$/, ''))
        .filter((o) => o !== ''),
    )
    .pipe(
      z.array(
        z
          .url({ protocol: /^https?$/, error: 'expected http(s) origins, comma-separated' })
          .refine(
            (o) => URL.canParse(o) && new URL(o).origin === o,
            'expected origins (scheme://host[:port]) without a path, comma-separated',
          ),
      ),
    ),
  /** Calls per minute per client address on sign-in and the own-password change (a flood guard); 0: none. */
  SIGN_IN_FLOOD_LIMIT: optional(z.coerce.number().int().min(0).max(100_000).default(60)),
  /** pino level of the server's log; unset: 'warn' in production (no line per request), else 'info'. */
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional()),
  NODE_ENV: optional(z.string().optional()),
  /** Deadline of every database statement (ms): PostgreSQL's statement_timeout; a SQLite reader past it is replaced. */
  STATEMENT_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(600_000).default(5000)),
  /** How long a start waits for the database to answer (ms), retrying with backoff, before it gives up. */
  DATABASE_WAIT_MS: optional(z.coerce.number().int().min(0).max(3_600_000).default(60_000)),
  /** On SIGTERM/SIGINT: how long requests in flight may take to finish (ms) before the process exits anyway. */
  SHUTDOWN_GRACE_MS: optional(z.coerce.number().int().min(0).max(600_000).default(10_000)),
  /** GET /metrics (Prometheus text) is served only when set, to callers sending Authorization: Bearer <token>. */
  METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters').optional()),
  /** Privilege modules (comma-separated, e.g. ADMIN_ADMIN) whose holders must have a second factor; unset: none. */
  REQUIRE_2FA_FOR: optional(z.string().optional())
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((m) => m.trim())
        .filter((m) => m !== ''),
    )
    .pipe(
      z.array(
        z.enum(PRIVILEGE_NAMES as [Privilege, ...Privilege[]], {
          error: `expected privilege modules (${PRIVILEGE_NAMES.join(', ')}), comma-separated`,
        }),
      ),
    ),
  /**
   * The session check from memory (services/sessionCache.ts): 'off' reads every request's session from the
   * database. Turn it off behind a pooler in transaction mode (PgBouncer), where LISTEN cannot hear other servers.
   */
  SESSION_CACHE: optional(z.enum(['on', 'off']).default('on')),
  /** SQLite file only: read-only connections on their own threads beside the writer; unset: one per core, ≥ 2. */
  SQLITE_READERS: optional(z.coerce.number().int().min(0).max(64).optional()),
});

const Env = Variables.transform(({ DATABASE_URL, LOG_LEVEL, NODE_ENV, SQLITE_READERS, SESSION_CACHE, ...rest }) => {
  const statementTimeoutMs = rest.STATEMENT_TIMEOUT_MS;
  const sessionCache = SESSION_CACHE === 'on';
  const target: DatabaseTarget =
    DATABASE_URL.kind === 'postgres'
      ? { ...DATABASE_URL, poolSize: rest.DATABASE_POOL_SIZE, statementTimeoutMs, sessionCache }
      : { ...DATABASE_URL, readers: SQLITE_READERS, statementTimeoutMs, sessionCache };
  return { ...rest, DATABASE_URL: target, LOG_LEVEL: LOG_LEVEL ?? (NODE_ENV === 'production' ? 'warn' : 'info') };
});

export type Config = z.infer<typeof Env>;

export class ConfigError extends Error {}

/** Reads and checks the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
