/** Strings of the Admin Profile screen (SPEC.md sections 2, 5 and 8). */
export const adminsMessages = {};
