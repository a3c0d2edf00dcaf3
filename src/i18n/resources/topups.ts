/** Strings of the topups screens (filled in with them). */
export const topupsMessages = { resources: {}, busads: {} };
