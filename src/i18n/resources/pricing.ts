/** Strings of the pricing screens (filled in with them). */
export const pricingMessages = { resources: {}, busads: {} };
