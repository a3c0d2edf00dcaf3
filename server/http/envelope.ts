import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { errorBody } from '../../src/api';

/** Sends {"error":{"code","message","status"}} with the same HTTP status. */
export function sendError(reply: FastifyReply, status: number, code: number, message: string): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(errorBody(code, message, status));
}

/** 'limit: must be 1 or more; page: must be a whole number': every field and its problem. */
export function describeIssues(issues: readonly z.core.$ZodIssue[], skipPrefix?: string): string {
  const lines = issues.map((issue) => {
    const path = issue.path.filter((part, i) => !(i === 0 && part === skipPrefix)).map(String).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  return [...new Set(lines)].join('; ');
}
