/** Strings of the ads screens (filled in with them). */
export const adsMessages = { resources: {}, busads: {} };
