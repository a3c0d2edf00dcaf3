/** Strings of the Activity Log screen (SPEC.md sections 2, 5 and 8). */
export const activityMessages = {};
