/** Strings of the routes screens (filled in with them). */
export const routesMessages = { resources: {}, busads: {} };
