/** Strings of the Admin Profile screen (SPEC.md sections 2, 5 and 8). */
export const adminsMessages = {
  resources: {
    admin: {
      name: 'Admin |||| Admins',
      fields: {
        id: 'ID',
        fullname: 'Fullname',
        username: 'Username',
        phone: 'Phone',
        email: 'Email',
        address: 'Address',
        password: 'Password',
        usertype: 'Role',
        privileges: 'Privileges',
        dateCreated: 'Date Created',
      },
    },
  },
  busads: {
    menu: { admin: 'admin' },
    admins: {
      title: 'Admins',
      role: { admin: 'Admin', nonAdmin: 'Non-Admin' },
      create: { label: 'New Admin', title: 'Create a new Admin' },
      action: { update: 'Edit' },
      confirm: {
        resetPassword: 'Are you sure you want to reset the password of this Admin?',
        logout: 'Are you sure you want to logout this Admin?',
      },
      dialog: {
        update: 'Update Admin Information',
        passwordHint: 'Share it with the admin now: it is shown only once.',
      },
      validation: {
        fullname: 'Fullname is required',
        username: 'Username is required',
        phone: 'Phone is required',
        email: 'Email is required',
        address: 'Address is required',
        password: 'Password is required',
        usertype: 'Role is required',
      },
    },
    profile: {
      edit: 'Edit Profile',
      submit: 'Submit',
      cancel: 'Cancel',
      changePassword: 'Change Password',
      oldPassword: 'Old Password',
      newPassword: 'New Password',
      oldPasswordRequired: 'Old Password is required',
      newPasswordRequired: 'New Password is required',
    },
    toast: {
      adminLoggedOut: 'Admin Logged out Sucessfully!',
      passwordUpdated: 'Password Updated Sucessfully!',
    },
  },
};
