import type { ResourceDecl } from './types';

/** The registry: every resource of the app. Its order is the side menu's order. */
export const registry: ResourceDecl[] = [];
