import type { AreaHandlers } from './types';

/** The pricing calls of the mock backend (filled in with their screens). */
export const pricingHandlers: AreaHandlers = () => [];
