/** Strings of the Price Mgmt (deprecated) and Price Plan screens (SPEC.md sections 2, 5 and 8). */
export const pricingMessages = {
  resources: {
    price: {
      name: 'Price |||| Prices',
      fields: {
        id: 'ID',
        vendor: 'Vendor Fullname',
        price: 'Set Price per Ad',
        eventType: 'Event',
        active: 'Status',
        dateCreated: 'Date Created',
      },
    },
    pplan: {
      name: 'Price Plan |||| Price Plans',
      fields: {
        name: 'Ad Name',
        onViewPrice: 'Ad-View',
        onClickPrice: 'Ad-Click',
        onConversionPrice: 'Ad-Conversion',
        accessStatus: 'Status',
        vendor: 'Vendor Fullname',
        dateCreated: 'Date Created',
      },
    },
  },
  busads: {
    menu: { price: 'price (deprecated)', pplan: 'price plan' },
    price: {
      allVendors: 'All vendors',
      action: { create: 'New Price', disable: 'Deactivate' },
      dialog: { create: 'Create Ad Price' },
      confirm: { disable: 'Are you sure you want to DISABLE this Price?' },
      form: { price: 'Price', vendor: 'Vendor (optional)', eventType: 'Event Type' },
      validation: { price: 'Price is required', eventType: 'Event is required' },
    },
    pplan: {
      allVendors: 'All',
      action: { create: 'Create Price Plan', update: 'Edit', disable: 'Disable' },
      dialog: { create: 'Create Price Plan', update: 'Update Price Plan' },
      confirm: { disable: 'Are you sure you want to DISABLE this Price Plan?' },
      form: {
        name: 'Name',
        onViewPrice: 'On View Price',
        onClickPrice: 'On Click Price',
        onConversionPrice: 'On Conversion Price',
        vendor: 'Vendor (optional)',
      },
      validation: { required: 'Required' },
    },
    toast: { disabled: 'Disabled Sucessfully!' },
  },
};
