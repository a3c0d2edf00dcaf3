export * from './endpoint';
export * from './endpoints';
export * from './envelope';
export * from './path';
export * from './privileges';
export * as entities from './entities';
export * as bodies from './bodies';
