import type { AreaHandlers } from './types';

/** The three activity-log calls of the mock backend (own, an admin's, a vendor's logs). */
export const activityHandlers: AreaHandlers = () => [];
