import type { z } from 'zod';

/** 'limit: must be 1 or more; page: must be a whole number': every field and its problem. */
export function describeIssues(issues: readonly z.core.$ZodIssue[], skipPrefix?: string): string {
  const lines = issues.map((issue) => {
    const path = issue.path
      .filter((part, i) => !(i === 0 && part === skipPrefix))
      .map(String)
      .join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  return [...new Set(lines)].join('; ');
}
