import { HOUR } from '../../domain/clock';
import type { Rng } from './random';

/** How busy buses are at each hour of the day in Lagos (UTC+1): morning and evening rush. */
const HOURLY = [
  0.05, 0.03, 0.03, 0.05, 0.25, 0.7, 1, 1, 0.9, 0.6, 0.5, 0.5, 0.55, 0.55, 0.5, 0.6, 0.85, 1, 1, 0.8, 0.55, 0.35, 0.2,
  0.1,
];
const LAGOS_OFFSET = HOUR;

export const busyness = (unix: number): number => HOURLY[Math.floor(((unix + LAGOS_OFFSET) % (24 * HOUR)) / HOUR)];

/** A time in [from, to] drawn more often in rush hours (rejection sampling); to >= from. */
export function busyTime(rng: Rng, from: number, to: number): number {
  for (let attempt = 0; attempt < 20; attempt++) {
    const t = from + Math.floor(rng.float() * (to - from));
    if (rng.float() < busyness(t)) return t;
  }
  return from + Math.floor(rng.float() * (to - from));
}
