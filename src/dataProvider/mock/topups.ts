import type { AreaHandlers } from './types';

/** The topups calls of the mock backend (filled in with their screens). */
export const topupsHandlers: AreaHandlers = () => [];
