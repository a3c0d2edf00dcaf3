/** Strings of the Vendors screen (SPEC.md section 2 Vendors; toasts of section 8). */
export const vendorMessages = {
  resources: {
    vendors: {
      name: 'Vendor |||| Vendors',
      fields: {
        sn: 'S/N',
        fullname: 'Name',
        phone: 'Phone',
        email: 'Email',
        accessStatus: 'Status',
        phoneVerified: 'Phone Verified',
        emailVerified: 'Email Verified',
        currDailyCost: 'Current Daily Cost',
        referredBy: 'Referred By',
        childrenReferralsCount: 'Children Referrals Count',
        dateCreated: 'Date Created',
        username: 'Username',
        address: 'Address',
        amount: 'Amount',
      },
    },
  },
  busads: {
    menu: { vendor: 'vendor' },
    vendors: {
      action: {
        topup: 'Topup Vendor',
        update: 'Update',
        viewRoute: 'View Route',
        assignRoute: 'Assign Route',
        delete: 'Delete',
      },
      confirm: {
        logout: 'Are you sure you want to Logout this Vendor',
        resetPassword: 'Are you sure you want to reset the password of this Vendor?',
      },
      dialog: {
        update: 'Update Vendor Information',
        topup: 'Topup Vendor Wallet',
        passwordHint: 'Share it with the vendor now: it is shown only once.',
        routes: 'Vendor Routes',
        routesIntro: 'Routes on which the ads of %{name} play:',
        noRoutes: "No routes: none of this vendor's ads is assigned to a route.",
      },
      unavailable: {
        delete:
          "Deleting a vendor is not available: the API has no call for it. To stop this vendor now, use Logout (ends the vendor's sessions) and then Reset Password (the old password stops working), both in this menu; the vendor's ads can be deactivated on the Ads screen.",
        assignRoute:
          'Assigning a route to a vendor is not available: the API has no call for it. Routes are assigned to ads.',
      },
      validation: {
        fullname: 'form fullname is required',
        username: 'form username is required',
        phone: 'form phone is required',
        email: 'form email is required',
        address: 'form address is required',
        amount: 'Amount is required',
      },
    },
    toast: {
      passwordReset: 'Password Reset Sucessful!',
      vendorLoggedOut: 'Vendor Logged out Sucessfully!',
    },
  },
};
