import type { AreaHandlers } from './types';

/** The insights calls of the mock backend (filled in with their screens). */
export const insightsHandlers: AreaHandlers = () => [];
