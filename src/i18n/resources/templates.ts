/** Strings of the template demo pages (products, blog, user): fake data, no product behaviour (SPEC.md sections 1, 2). */
export const templatesMessages = {
  busads: {
    templates: {
      demoNote: 'Template page with sample data',
      products: {
        title: 'Products',
        sortBy: 'Sort By',
        sort: { featured: 'Featured', priceAsc: 'Price: Low-High', priceDesc: 'Price: High-Low', name: 'Name: A-Z' },
        label: { sale: 'sale', new: 'new' },
        was: 'Was %{price}',
        colours: 'Colours of %{name}',
      },
      blog: {
        title: 'Blog',
        search: 'Search post...',
        empty: 'No posts match "%{query}"',
        views: '%{count} views',
        comments: '%{count} comments',
      },
      user: {
        title: 'User',
        search: 'Search user...',
        empty: 'No users match "%{query}"',
        columns: { name: 'Name', company: 'Company', role: 'Role', verified: 'Verified', status: 'Status' },
        status: { active: 'Active', banned: 'Banned' },
      },
    },
  },
};
