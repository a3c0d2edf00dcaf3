/** Strings of sessions that end (issue 30 item 2): the profile's 'Log out everywhere' and its confirmation. */
export const sessionsMessages = {
  busads: {
    sessions: {
      logoutEverywhere: 'Log out everywhere',
      confirmTitle: 'Log out everywhere?',
      confirm:
        'Every session of yours ends: this browser, your other browsers and devices, and any sign-in with "Remember me". You will need to sign in again.',
    },
  },
};
