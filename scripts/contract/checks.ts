import { z } from 'zod';
import { ErrorBody, NO_MORE_DATA, type Endpoint } from '../../src/api';
import { describeIssues, describeValue } from './differences';
import type { Answer } from './http';

const preview = (text: string) => JSON.stringify(text.length > 80 ? `${text.slice(0, 77)}...` : text);

function notJson(answer: Answer): string[] {
  const lines: string[] = [];
  if (!/^application\/json\b/i.test(answer.contentType))
    lines.push(`content-type: expected application/json, got ${JSON.stringify(answer.contentType)}`);
  if (answer.json === undefined) lines.push(`body: expected JSON, got ${preview(answer.text)}`);
  return lines;
}

/** The message of an error envelope, whatever else is wrong with the answer. */
const errorMessage = (answer: Answer): string | undefined => {
  const parsed = ErrorBody.safeParse(answer.json);
  return parsed.success ? parsed.data.error.message : undefined;
};

/** An empty page as a real backend answers it: the error envelope with 'No more data' (SPEC.md section 8). */
export const isNoMoreData = (answer: Answer): boolean =>
  answer.status >= 400 && answer.status < 500 && errorMessage(answer) === NO_MORE_DATA;

/** The differences between a success answer and the endpoint's contract: status 200, {content:{data}}, data's fields and types. */
export function checkSuccess(answer: Answer, endpoint: Endpoint, { withToken = false } = {}): string[] {
  if (answer.status !== 200) {
    const message = errorMessage(answer);
    return [
      `status: expected 200, got ${answer.status}${message === undefined ? ` ${preview(answer.text)}` : ` (error.message ${JSON.stringify(message)})`}`,
    ];
  }
  const wrong = notJson(answer);
  if (answer.json === undefined) return wrong;
  const content = withToken
    ? z.object({ token: z.string(), data: endpoint.result })
    : z.object({ data: endpoint.result });
  const envelope = z.object({ content });
  const parsed = envelope.safeParse(answer.json);
  return [...wrong, ...(parsed.success ? [] : describeIssues(parsed.error.issues, answer.json, envelope))];
}

/** The differences between an error answer and the error envelope {error:{code,message,status}} with the expected status. */
export function checkError(
  answer: Answer,
  status: number,
  { messageContains }: { messageContains?: string } = {},
): string[] {
  const lines: string[] = [];
  if (answer.status !== status) lines.push(`status: expected ${status}, got ${answer.status}`);
  lines.push(...notJson(answer));
  if (answer.json === undefined) return lines;
  const parsed = ErrorBody.safeParse(answer.json);
  if (!parsed.success) return [...lines, ...describeIssues(parsed.error.issues, answer.json)];
  const { error } = parsed.data;
  if (error.status !== answer.status)
    lines.push(`error.status: expected ${answer.status} (the HTTP status), got ${describeValue(error.status)}`);
  if (messageContains !== undefined && !error.message.includes(messageContains)) {
    lines.push(
      `error.message: expected to contain ${JSON.stringify(messageContains)}, got ${describeValue(error.message)}`,
    );
  }
  return lines;
}
