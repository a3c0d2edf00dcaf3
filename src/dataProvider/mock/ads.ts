import type { AreaHandlers } from './types';

/** The ads calls of the mock backend (filled in with the ads screens). */
export const adsHandlers: AreaHandlers = () => [];
