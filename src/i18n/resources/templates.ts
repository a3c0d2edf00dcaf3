/** Strings of the template pages (products, blog, user) screen (SPEC.md sections 2, 5 and 8). */
export const templatesMessages = {};
