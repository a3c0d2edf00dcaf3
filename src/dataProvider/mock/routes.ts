import type { AreaHandlers } from './types';

/** The routes calls of the mock backend (filled in with the routes screens). */
export const routesHandlers: AreaHandlers = () => [];
