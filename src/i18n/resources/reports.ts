/** Strings of the Reports screen (SPEC.md sections 2, 5 and 8). */
export const reportsMessages = {};
