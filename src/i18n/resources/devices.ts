/** Strings of the Devices and Device History screens (SPEC.md section 2; validation of section 5; toasts of section 8). */
export const devicesMessages = {
  resources: {
    devices: {
      name: 'Device |||| Devices',
      fields: {
        name: 'Device Name',
        serial: 'Serial Number',
        busID: 'Bus ID',
        phone: 'Phone Number',
        activeStatus: 'Status',
        states: 'State',
        totalViews: 'Total Views',
        clicks: 'Total Clicks',
        lastseen: 'Last Seen',
        route: 'Route Name',
        dateCreated: 'Date Created',
      },
    },
    'device-history': {
      name: 'Device History |||| Device History',
      fields: {
        deviceName: 'Device Name',
        serial: 'Serial Number',
        busID: 'Bus ID',
        lastseen: 'Last Seen',
        views: 'Views',
        route: 'Route',
        countries: 'Countries',
        states: 'States',
        dateCreated: 'Date Created',
        dateUpdated: 'Date Updated',
        count: 'Count',
      },
    },
  },
  busads: {
    menu: { devices: 'devices', deviceHistory: 'device-history' },
    devices: {
      action: {
        create: 'New Device',
        update: 'Update',
        disable: 'Disable Device',
        enable: 'Enable Device',
        assign: 'Assign Devices',
        history: 'View History',
        views: 'Device Views',
      },
      dialog: {
        create: 'Create Device',
        update: 'Update Device',
        confirmStatus: 'Confirm Status',
        assign: 'Assign Device to Location',
        history: 'Device History',
        views: 'Device Views',
      },
      confirm: { status: 'Are you sure you want to change the status of this device?' },
      validation: { required: 'Required' },
      filter: { status: 'Status', route: 'Route' },
      assign: {
        intro:
          'Place %{name} (%{busID}) on one or more locations; the last row with a route becomes its current route.',
        country: 'Country',
        state: 'State',
        route: 'Route',
        row: 'Location %{n}',
        add: 'Add location',
        remove: 'Remove location %{n}',
      },
      window: { from: 'From', to: 'To', apply: 'Show' },
      views: {
        views: 'Views',
        clicks: 'Clicks',
        between: 'Between %{from} and %{to}',
        of: '%{name}, bus %{busID}',
      },
    },
    deviceHistory: {
      filter: { device: 'Serial Number', busID: 'Bus ID', count: 'Count' },
    },
    toast: { assigned: 'Assigned Sucessfully!' },
  },
};
