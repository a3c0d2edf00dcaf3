import type { Rng } from '../demo/random';
import type { SeededPlaces } from '../demo/seedPlaces';
import type { Db } from '../schema';
import type { ScaleSizes } from './sizes';
import type { Progress } from './stream';

/**
 * What every scaled seeder shares. The database starts empty, so rows get ids 1, 2, 3... in the order
 * they are written: vendor i (from 0) has id i + 1, and so on, without reading ids back.
 */
export interface ScaleContext {
  db: Db;
  rng: Rng;
  now: number;
  sizes: ScaleSizes;
  places: SeededPlaces;
  adminIds: number[];
  progress: Progress;
}

export const YEAR = 365 * 24 * 3600;

/** A time spread evenly over the last year by position i of total, oldest first, with a little jitter. */
export function spreadOverYear(ctx: ScaleContext, i: number, total: number): number {
  const start = ctx.now - YEAR;
  return start + Math.floor((i * YEAR) / total) + ctx.rng.int(0, Math.max(0, Math.floor(YEAR / total) - 1));
}
