/** Strings of the devices screens (filled in with them). */
export const devicesMessages = { resources: {}, busads: {} };
