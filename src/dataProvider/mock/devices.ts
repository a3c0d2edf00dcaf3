import type { AreaHandlers } from './types';

/** The devices calls of the mock backend (filled in with the devices screens). */
export const devicesHandlers: AreaHandlers = () => [];
