import type { TestProject } from 'vitest/node';
import { acquireDemoSeed } from './demoSeed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A SQLite file holding the migrated demo database, seeded once per run; tests open copies of it. */
    demoDatabase: string;
  }
}

/**
 * Global setup of the component tests: the server's migrations and demo seed, run once per run into a file
 * (tests/setup/demoSeed.ts) that every test host copies into memory (tests/components/testHost.ts).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const { file, release } = await acquireDemoSeed();
  project.provide('demoDatabase', file);
  return release;
}
