/** Strings of the insights screens (filled in with them). */
export const insightsMessages = { resources: {}, busads: {} };
