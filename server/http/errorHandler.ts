import type { FastifyError, FastifyInstance } from 'fastify';
import { ERROR_CODE } from '../../src/api';
import { AppError } from '../domain/errors';
import { errorAnswer } from '../handlers/call';
import { sendAnswer, sendError } from './envelope';

export const BODY_LIMIT = 100 * 1024;

/** Messages for the request errors Fastify raises before a handler runs. */
const CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: `The request body is too large (at most ${BODY_LIMIT / 1024} kB)`,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the body as JSON with Content-Type: application/json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
};

/**
 * Failures Fastify meets outside the handlers (a body it cannot read answers 400, code 2; one over the limit
 * 413; a refused static path 404) and anything
 * else thrown in a hook, as the handlers' own error envelope (errorAnswer).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const status = !(error instanceof AppError) && 'statusCode' in error ? error.statusCode : undefined;
    if (status !== undefined && status >= 400 && status < 500) {
      const code = 'code' in error ? error.code : '';
      request.log.info({ code }, 'rejected request');
      // A path the static files refuse (a traversal attempt: 403) names nothing that exists.
      if (status === 403 || status === 404) return sendError(reply, 404, ERROR_CODE.notFound, 'Not found');
      return sendError(reply, status === 413 ? 413 : 400, ERROR_CODE.validation, CLIENT_ERRORS[code] ?? error.message);
    }
    return sendAnswer(
      reply,
      errorAnswer(error, (err) => request.log.error({ err }, 'request failed')),
    );
  });
}

/**
 * JSON bodies: Fastify's own parser (prototype-poisoning safe), except that an empty body is no body,
 * so a client that always sends Content-Type: application/json can still call body-less endpoints.
 */
export function installJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
