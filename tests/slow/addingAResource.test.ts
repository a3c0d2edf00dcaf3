import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * docs/adding-a-resource.md, done as a new developer would: its case 2 ("Bus depots") applied to a scratch copy of
 * the repository, which must then typecheck, lint and pass the walk's own tests and the checks it names. The doc's
 * ```diff blocks are applied in order with `git apply`, so a diff that no longer applies (the code moved under it)
 * or code that no longer compiles fails here, and the doc stays true. Its case 1 declaration is the fixture
 * tests/components/addingAResource.test.tsx renders; the last test holds the two to the same text.
 *
 * The copy is HEAD's files with the working tree's doc: the doc may be edited before it is committed, and other
 * files of the working tree may hold someone's unfinished work. WALK_ON=worktree copies the working tree's
 * tracked files instead (to try a change to the code and the doc together before committing either).
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DOC = 'docs/adding-a-resource.md';
const STEP_TIMEOUT = 10 * 60_000;
/** A command's exit code, its stdout, and what it printed (for a failure message). */
const exec = (command: string, args: string[], cwd: string) =>
  new Promise<{ code: number; stdout: string; output: string }>((resolve) => {
    // The runs in the copy are runs of their own, not workers of this Vitest.
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(VITEST|NODE_ENV$)/.test(key)));
    execFile(command, args, { cwd, env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({
        code: error ? Number(error.code) || 1 : 0,
        stdout,
        output: `$ ${command} ${args.join(' ')}\n${stdout}${stderr}`,
      }),
    );
  });

/** The ```diff blocks of a markdown text, in order. */
export const diffBlocks = (markdown: string): string[] =>
  [...markdown.matchAll(/^```diff\n([\s\S]*?)^```$/gm)].map((m) => m[1]);

/** The files a unified diff touches (created or changed), and its added and removed lines. */
export function diffSize(diff: string): { files: string[]; added: number; removed: number } {
  const lines = diff.split('\n');
  const files = lines.filter((l) => l.startsWith('+++ b/')).map((l) => l.slice('+++ b/'.length));
  const body = lines.filter((l) => !l.startsWith('+++ ') && !l.startsWith('--- '));
  return {
    files,
    added: body.filter((l) => l.startsWith('+')).length,
    removed: body.filter((l) => l.startsWith('-')).length,
  };
}

let dir: string;
let touched: string[] = [];
const doc = readFileSync(join(ROOT, DOC), 'utf8');
const diff = diffBlocks(doc).join('');

/** A copy of the repository (see above) with node_modules linked entry by entry, its caches (.cache, .vite) its own. */
async function scratchCopy(): Promise<string> {
  const copy = mkdtempSync(join(tmpdir(), 'busads-walk-'));
  if (process.env.WALK_ON === 'worktree') {
    const listed = await exec('git', ['ls-files', '-z'], ROOT);
    for (const file of listed.stdout.split('\0').filter(Boolean)) {
      if (!existsSync(join(ROOT, file))) continue; // deleted, not yet committed
      mkdirSync(dirname(join(copy, file)), { recursive: true });
      cpSync(join(ROOT, file), join(copy, file));
    }
  } else {
    const archived = await exec('sh', ['-c', 'git archive HEAD | tar -x -C "$0"', copy], ROOT);
    expect(archived.code, archived.output).toBe(0);
    cpSync(join(ROOT, DOC), join(copy, DOC));
  }
  mkdirSync(join(copy, 'node_modules'));
  for (const entry of readdirSync(join(ROOT, 'node_modules')))
    if (entry !== '.cache' && !entry.startsWith('.vite'))
      symlinkSync(join(ROOT, 'node_modules', entry), join(copy, 'node_modules', entry));
  return copy;
}

beforeAll(async () => {
  dir = await scratchCopy();
  touched = diffSize(diff).files;
}, STEP_TIMEOUT);
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Runs a command in the copy; it must exit 0 (its output is the failure message). */
async function passes(command: string, ...args: string[]): Promise<void> {
  const run = await exec(command, args, dir);
  expect(run.code, run.output).toBe(0);
}

describe('docs/adding-a-resource.md, case 2, on a scratch copy', () => {
  it('states what the walk touches, counted from its diffs', () => {
    const { files, added, removed } = diffSize(diff);
    console.log(`case 2 touches ${files.length} files: ${added} lines added, ${removed} removed`);
    expect(files.length).toBeGreaterThan(0);
    expect(new Set(files).size).toBe(files.length);
    expect(doc).toContain(`touches ${files.length} files: ${added} lines added, ${removed} removed`);
  });

  it('applies with git apply, in order', { timeout: STEP_TIMEOUT }, async () => {
    await passes('git', 'init', '-q');
    // --recount: the hunks are counted anew, so a line edited in the doc needs no new @@ header. A hunk then ends
    // at the first line that is no hunk line, and the next file's '--- a/...' reads as one: one file at a time.
    for (const [i, fileDiff] of diff.split(/^(?=--- .*\n\+\+\+ )/m).entries()) {
      writeFileSync(join(dir, `walk-${i}.diff`), fileDiff);
      await passes('git', 'apply', '--recount', '--verbose', `walk-${i}.diff`);
    }
  });

  it('typechecks', { timeout: STEP_TIMEOUT }, () => passes('npx', 'tsc', '--noEmit', '-p', '.'));

  it('passes its server test and the endpoint coverage', { timeout: STEP_TIMEOUT }, async () => {
    const own = touched.filter((f) => /^tests\/server\/[^/]+\.test\.ts$/.test(f));
    expect(own).not.toEqual([]);
    await passes('npx', 'vitest', 'run', '--project', 'server', ...own, 'tests/server/endpointCoverage.test.ts');
  });

  it('passes its component test and the catalogue check', { timeout: STEP_TIMEOUT }, async () => {
    const own = touched.filter((f) => /^tests\/components\/[^/]+\.test\.tsx$/.test(f));
    expect(own).not.toEqual([]);
    await passes('npx', 'vitest', 'run', '--project', 'app', ...own, 'tests/unit/catalogueKeys.test.ts');
  });

  it('lints and is formatted', { timeout: STEP_TIMEOUT }, async () => {
    await passes('npx', 'eslint', ...touched);
    await passes('npx', 'prettier', '--check', ...touched);
  });
});

it('case 1: the declaration in the doc is the fixture tests/components/addingAResource.test.tsx renders', () => {
  const fixture = readFileSync(join(ROOT, 'tests/components/fixtures/inactiveVendors.ts'), 'utf8');
  const declaration = /^```ts\n([\s\S]*?)^```$/m.exec(doc)?.[1];
  expect(fixture.replace(/^\/\/.*\n/gm, '').replaceAll('../../../src/', '../../')).toBe(declaration);
});
