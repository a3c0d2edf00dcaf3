/** Unix seconds now. Every date the server stores or sends is in unix seconds. */
export const nowUnix = (): number => Math.floor(Date.now() / 1000);

export const HOUR = 3600;
export const DAY = 24 * HOUR;
