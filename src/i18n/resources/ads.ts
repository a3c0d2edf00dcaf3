/** Strings of the Ads screen (SPEC.md section 2 Ads page; toasts and empty texts of section 8). */
export const adsMessages = {
  resources: {
    ads: {
      name: 'Ad |||| Ads',
      fields: {
        name: 'Ad Name',
        vendor: 'Vendor',
        adType: 'Ad Type',
        actionLink: 'Action Link',
        caption: 'Caption',
        views: 'Views',
        clicks: 'Clicks',
        conversions: 'Conversions',
        ctr: 'CTR',
        currDailyCost: 'Current Daily Cost',
        maxDailyLimit: 'Max Daily Limit',
        activeStatus: 'Status',
        routes: 'Routes',
        dateCreated: 'Date Created',
      },
    },
  },
  busads: {
    menu: { ads: 'ads' },
    ads: {
      adType: { media: 'Media', app: 'App', form: 'Form' },
      filter: { busID: 'Bus ID', device: 'Device', adType: 'Ad Type', status: 'Status' },
      action: {
        summary: 'Summary',
        details: 'Details',
        media: 'Media',
        activate: 'Activate',
        deactivate: 'Deactivate',
      },
      // SPEC.md section 6 requires a confirmation but gives no wording: ours.
      confirm: {
        activate: 'Are you sure you want to activate this Ad?',
        deactivate: 'Are you sure you want to deactivate this Ad?',
      },
      dialog: { summary: 'Ad Summary', details: 'Vendor Wallet Details', media: 'Ad Media' },
      wallet: {
        fullname: 'Vendor Name',
        email: 'Email',
        phone: 'Phone',
        balance: 'Wallet Balance',
        noWallet: 'No wallet yet',
      },
      noMedia: 'No media available...',
      imageOf: 'Image %{n} of %{name}',
      videoOf: 'Video %{n} of %{name}',
      empty: 'No Results found!',
      toast: { statusChanged: 'Ad Status Changed Sucessfully!' },
    },
  },
};
