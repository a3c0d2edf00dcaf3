import type { AreaHandlers } from './types';

/** The admins calls of the mock backend (list, create, update, reset password, logout, own password). */
export const adminsHandlers: AreaHandlers = () => [];
