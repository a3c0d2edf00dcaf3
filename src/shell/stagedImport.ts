/** Gives the browser its turn: the scheduler's yield where there is one, else a new task. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Imports `stages` one after another with a yield between them, and returns the last one's module. A
 * dynamic import evaluates its whole module graph in one task; imported in stages, each stage evaluates
 * only the modules the earlier ones did not, in a task of its own (a phone's CPU; Lighthouse's Total
 * Blocking Time). Every stage's files must already be downloading when the first stage is imported
 * (modulepreload, see scripts/stagedPreload.ts), so that the stages add no round trips.
 */
export async function importInStages<T>(
  stages: [...(() => Promise<unknown>)[], () => Promise<T>],
  pause: () => Promise<void> = yieldToBrowser,
): Promise<T> {
  for (const stage of stages.slice(0, -1)) {
    await stage();
    await pause();
  }
  return (stages.at(-1) as () => Promise<T>)();
}
