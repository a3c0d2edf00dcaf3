import type { AreaHandlers } from './types';

/** The reports summary call of the mock backend. */
export const reportsHandlers: AreaHandlers = () => [];
