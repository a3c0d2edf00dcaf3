import type { FastifyReply } from 'fastify';
import { errorBody } from '../../src/api';
import { answerText } from '../domain/jsonText';
import type { CallAnswer } from '../handlers/call';

export const JSON_TYPE = 'application/json; charset=utf-8';

/** Sends an answer of the handlers: the envelope as JSON with its HTTP status (lists the database wrote kept as they are). */
export const sendAnswer = (reply: FastifyReply, answer: CallAnswer): FastifyReply =>
  reply.code(answer.status).type(JSON_TYPE).send(answerText(answer.body));

/** Sends {"error":{"code","message","status"}} with the same HTTP status. */
export const sendError = (reply: FastifyReply, status: number, code: number, message: string): FastifyReply =>
  sendAnswer(reply, { status, body: errorBody(code, message, status) });
