import { expect } from 'vitest';
import type { Answer } from './testServer';

/** A refusal of input: 400 with the given code (2 validation, 1 business) and, for code 2, the field named. */
export function expectRefused(answer: Answer, code: 1 | 2, text?: string) {
  expect(answer.status, answer.text).toBe(400);
  expect(answer.json.error).toMatchObject({ code, status: 400 });
  if (text !== undefined) expect(answer.json.error?.message).toContain(text);
}

/** True when the values never increase (newest-first lists). */
export const descending = (values: number[]): boolean => values.every((v, i) => i === 0 || values[i - 1] >= v);

export const BIG_DATE = 9_999_999_999;
