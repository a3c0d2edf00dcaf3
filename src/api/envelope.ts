import { z } from './zod';

/** Success: {content:{data}}; login adds content.token. Error: {error:{code,message,status}}. */
export const ErrorBody = z.object({
  error: z.object({ code: z.union([z.number(), z.string()]), message: z.string(), status: z.number() }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const successEnvelope = <T extends z.ZodMiniType>(data: T) =>
  z.object({ content: z.object({ data, token: z.optional(z.string()) }) });

/** Error codes: 1 is a business error whose message the user sees. */
export const ERROR_CODE = { business: 1, validation: 2, auth: 3, forbidden: 4, notFound: 5, internal: 9 } as const;

/** The message an expired or unknown session answers with (401). The app looks for this text. */
export const EXPIRED_SESSION = 'Expired session';
/** The message a real backend answers an empty page with (code 1). */
export const NO_MORE_DATA = 'No more data';

export const errorBody = (code: number, message: string, status: number): ErrorBody => ({
  error: { code, message, status },
});
