/** Issue 29, items 1 and 4: the empty list's filters in force, and sign-in's return to the link. */
export const findMessages = {
  busads: {
    find: {
      filtersOn: 'Filters on:',
      clear: 'Clear filters',
    },
  },
};
