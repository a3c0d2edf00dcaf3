import { z } from 'zod/mini';
import { ERROR_CODE, errorBody, EXPIRED_SESSION, paramsParser, type Endpoint, type ErrorBody } from '../../src/api';
import type { AdminRow, Db } from '../db/schema';
import { AppError, asDeadlineError, forbidden } from '../domain/errors';
import { answerText } from '../domain/jsonText';
import { hasPrivilege } from '../domain/privileges';
import { adminForToken } from '../services/sessions';
import { describeIssues } from './issues';
import { containsNul, NUL_TEXT_MESSAGE } from './nulText';
import { WithToken, type Handler } from './registrar';

/** One call as every host hands it over: raw path parameters (decoded), the parsed JSON body, the Token header. */
export interface CallInput {
  params: Record<string, string | undefined>;
  body: unknown;
  token: string | undefined;
  clientIp: string;
}

/** The HTTP status and the JSON envelope to answer with. */
export interface CallAnswer {
  status: number;
  body: { content: { data: unknown; token?: string } } | ErrorBody;
}

export interface CallSettings {
  db: Db;
  /** Where the session check reads (its own connections, so it never queues behind list reads); default `db`. */
  sessionDb?: Db;
  /** Check every result against the endpoint's result schema (development and tests). */
  validateResults: boolean;
  /** Told of every failure that is not the caller's fault (answered 500 without internals). */
  onInternalError?: (error: unknown) => void;
}

const expired = () => new AppError(EXPIRED_SESSION, 401, ERROR_CODE.auth);

/** Parsers built once per endpoint. */
const parsers = new WeakMap<Endpoint, { params: z.ZodMiniType; body?: z.ZodMiniType<{ data: unknown }> }>();
function parsersOf(endpoint: Endpoint) {
  let p = parsers.get(endpoint);
  if (!p) {
    p = { params: paramsParser(endpoint.params), body: endpoint.body ? z.object({ data: endpoint.body }) : undefined };
    parsers.set(endpoint, p);
  }
  return p;
}

/** The signed-in admin of the call, checked against the endpoint's module (or the own-record exception). */
async function authorise(
  handler: Handler,
  input: CallInput,
  { db, sessionDb }: CallSettings,
): Promise<{ admin: AdminRow; holdsModule: boolean; token: string }> {
  const token = input.token;
  if (!token) throw expired();
  const admin = await adminForToken(db, token, sessionDb);
  if (!admin) throw expired();
  const holdsModule = hasPrivilege(admin, handler.endpoint.module);
  // The raw path parameter is the admin's id written the way the app writes ids.
  const own = handler.options.ownRecordParam;
  if (!holdsModule && !(own !== undefined && input.params[own] === String(admin.id))) throw forbidden();
  return { admin, holdsModule, token };
}

function parseInput(endpoint: Endpoint, input: CallInput) {
  if (containsNul(input.params) || containsNul(input.body))
    throw new AppError(NUL_TEXT_MESSAGE, 400, ERROR_CODE.validation);
  const { params: paramsParser, body: bodyParser } = parsersOf(endpoint);
  const params = paramsParser.safeParse(input.params);
  if (!params.success) throw new AppError(describeIssues(params.error.issues), 400, ERROR_CODE.validation);
  if (!bodyParser) return { params: params.data, body: undefined };
  const raw = input.body;
  if (typeof raw !== 'object' || raw === null || !('data' in raw)) {
    throw new AppError('The body must be JSON of the form {"data":{...}}', 400, ERROR_CODE.validation);
  }
  const body = bodyParser.safeParse(raw);
  if (!body.success) throw new AppError(describeIssues(body.error.issues, 'data'), 400, ERROR_CODE.validation);
  return { params: params.data, body: body.data.data };
}

/** Every failure as the error envelope: business errors keep status and code, bad input 400, anything else 500. */
export function errorAnswer(thrown: unknown, onInternalError?: (error: unknown) => void): CallAnswer {
  const error = asDeadlineError(thrown);
  if (error instanceof AppError)
    return { status: error.status, body: errorBody(error.code, error.message, error.status) };
  if (error instanceof z.core.$ZodError)
    return { status: 400, body: errorBody(ERROR_CODE.validation, describeIssues(error.issues), 400) };
  onInternalError?.(error);
  return { status: 500, body: errorBody(ERROR_CODE.internal, 'Internal server error', 500) };
}

/**
 * One call of the contract, whatever host carries it: authorise (unless public), parse the path
 * parameters and the {data} body with zod (400, code 2), run the handler, check the result in
 * development, and wrap it in {content:{data}}; every failure becomes the error envelope.
 */
export async function callHandler(handler: Handler, input: CallInput, settings: CallSettings): Promise<CallAnswer> {
  const { db } = settings;
  try {
    const session = handler.public ? undefined : await authorise(handler, input, settings);
    const { params, body } = parseInput(handler.endpoint, input);
    const base = { db, params: params as never, body: body as never, clientIp: input.clientIp };
    const out = handler.public ? await handler.run(base) : await handler.run({ ...base, ...session! });
    const data = out instanceof WithToken ? out.data : out;
    if (settings.validateResults) {
      // As the client reads it: lists the database wrote (domain/jsonText.ts) are parsed like the rest.
      const check = handler.endpoint.result.safeParse(JSON.parse(answerText(data)));
      if (!check.success) {
        const { method, path } = handler.endpoint;
        throw new Error(`Result of ${method} ${path} breaks the contract: ${describeIssues(check.error.issues)}`);
      }
    }
    return { status: 200, body: { content: out instanceof WithToken ? { token: out.token, data } : { data } } };
  } catch (error) {
    return errorAnswer(error, settings.onInternalError);
  }
}
