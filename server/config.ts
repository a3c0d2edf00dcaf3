import { resolve } from 'node:path';
import { z } from 'zod';
import type { SqliteTarget } from './db/connect';

/** An unset and an empty variable mean the same: use the default. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema);

function parseDatabaseUrl(url: string, ctx: z.RefinementCtx): SqliteTarget {
  if (url === 'sqlite::memory:') return { kind: 'sqlite', filename: ':memory:' };
  if (url.startsWith('sqlite:') && url.length > 'sqlite:'.length) return { kind: 'sqlite', filename: resolve(url.slice('sqlite:'.length)) };
  if (/^postgres(ql)?:\/\//.test(url)) {
    ctx.addIssue({ code: 'custom', message: 'PostgreSQL is not supported yet; use sqlite:PATH (e.g. sqlite:./data/busads.sqlite) for now' });
  } else {
    ctx.addIssue({ code: 'custom', message: `expected sqlite:PATH or sqlite::memory:, got '${url}'` });
  }
  return z.NEVER;
}

const Env = z.object({
  PORT: optional(z.coerce.number().int().min(0).max(65535).default(8080)),
  HOST: optional(z.string().default('0.0.0.0')),
  DATABASE_URL: optional(z.string().default('sqlite:./data/busads.sqlite')).transform(parseDatabaseUrl),
  SEED: optional(z.enum(['demo', 'none']).default('demo')),
  ADMIN_USERNAME: optional(z.string().trim().min(1).max(100).optional()),
  ADMIN_PASSWORD: optional(z.string().min(8, 'must be at least 8 characters').max(200).optional()),
  DIST_DIR: optional(z.string().default('./dist')).transform((dir) => resolve(dir)),
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
