/** Strings of the resources and of the generic list/action machinery (merged into the catalogue by en.ts). */
export const resourceMessages = { resources: {}, busads: {} };
