import { TOKEN_KEY } from '../shell/config';

/**
 * Whether a session is held: the one piece of the session the first load needs (RequireSession).
 * Kept apart from session.ts, which validates the cached profile with the contract's zod schemas, so
 * the public pages' first load carries neither zod nor the contract.
 */
export const getToken = (): string | null => sessionStorage.getItem(TOKEN_KEY);
