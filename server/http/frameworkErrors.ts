import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODE, errorBody } from '../../src/api';
import { sendError } from './envelope';

/**
 * Errors Fastify raises before routing (found by the fuzz test): a path that is not valid percent-encoding
 * or a parameter over maxParamLength. By default Fastify answers them with its own JSON, not the envelope.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const messages: Record<string, string> = {
    FST_ERR_BAD_URL: 'The path is not a valid URL',
    FST_ERR_MAX_PARAM_LENGTH: 'A path parameter is too long',
  };
  const message = messages[error.code];
  if (message !== undefined) {
    request.log.info({ code: error.code }, 'rejected request');
    void sendError(reply, 400, ERROR_CODE.validation, message);
    return;
  }
  request.log.error({ err: error }, 'request failed before routing');
  void sendError(reply, 500, ERROR_CODE.internal, 'Internal server error');
}

/**
 * A request Node's HTTP parser refuses (bytes outside ASCII in the path, malformed headers, headers too
 * large, a slow client): the envelope written straight to the socket, then the connection closed.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const message =
    status === 408
      ? 'The request took too long to arrive'
      : status === 431
        ? 'The request headers are too large'
        : 'The request is not valid HTTP';
  const body = JSON.stringify(errorBody(ERROR_CODE.validation, message, status));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
