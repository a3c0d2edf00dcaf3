import { secondFactorMessages } from './resources/secondFactor';

/**
 * The app's own strings (namespace busads.*): login, register, 404, layout, dashboard, profile, toasts and
 * validation. SPEC.md spellings are kept verbatim. Plain data, so the light public pages can read it
 * without loading react-admin (see translate.ts).
 */
export const appMessages = {
  busads: {
    // Read by the login page (its code step) as well as the profile: in this catalogue, not a resource's.
    secondFactor: secondFactorMessages,
    app: {
      name: 'Bus Ads Admin',
      loading: 'Loading',
      pageFailed: 'Something went wrong while showing this page.',
      retry: 'Retry',
      /** config.json (src/config.ts) could not be used: the reason names the file and the fault. */
      configFailed: 'The app cannot start: %{reason}.',
      configHint: 'Whoever deployed it should correct config.json (see "Deploying the static build" in the README).',
    },
    login: {
      title: 'Sign in as Admin',
      greeting: 'Hi, Welcome Back',
      username: 'Username',
      password: 'Password',
      remember: 'Remember me',
      submit: 'Login',
      showPassword: 'Show password',
      hidePassword: 'Hide password',
      success: 'Login is successful',
      failure: 'Username or Password is incorrect. Please try again.',
      noToken: 'The server answered the login without a session token. Please try again.',
      noAccount: "Don't have an account?",
      register: 'Get started',
      demoHint:
        'Demo mode: sign in as %{username} with password %{password}. Nothing leaves this browser, which keeps your changes until you reset the demo data (account menu).',
    },
    /** Issue 29, keyboard and the smaller things. */
    loginNote: {
      tabOnly:
        'You signed in without "Remember me" in another tab: that sign-in stays in its own tab. Sign in again here.',
    },
    register: {
      title: 'Get started',
      subtitle: 'Create an administrator account',
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email address',
      password: 'Password',
      submit: 'Register',
      haveAccount: 'Already have an account?',
      login: 'Login',
      noCall: 'Accounts are created by an administrator. Please sign in with the account you were given.',
    },
    notFound: {
      title: 'Sorry, page not found!',
      text: 'Sorry, we couldn’t find the page you’re looking for. Perhaps you’ve mistyped the URL? Be sure to check your spelling.',
      home: 'Go to Home',
      documentTitle: 'Page not found',
    },
    accessDenied: {
      title: 'You do not have access to this page',
      text: 'Your account does not have the privilege this page needs. Ask an administrator if you need it.',
      home: 'Go to Home',
    },
    auth: { expired: 'Invalid token. Please login again.' },
    /** Failures of a call that the server never answered (or answered with something other than the API). */
    http: {
      unreachable: 'Cannot reach the server. Check your connection and try again.',
      timeout: 'The server took too long to answer. Try again in a moment.',
      unavailable: 'The server is not available right now (HTTP %{status}). Try again in a moment.',
    },
    layout: {
      home: 'Home',
      profile: 'Profile',
      userMenu: 'Account',
      menu: 'Main menu',
      darkTheme: 'Switch to the dark theme',
      lightTheme: 'Switch to the light theme',
      /** Mock mode only (issue 31): the account menu's entry and its confirmation. */
      resetDemoData: 'Reset demo data',
      resetDemoDataTitle: 'Reset demo data?',
      resetDemoDataContent:
        'Every change made in this browser is lost and the demo starts afresh from its original data. You will sign in again.',
      resetDemoDataConfirm: 'Reset',
    },
    menu: { dashboard: 'dashboard' },
    dashboard: {
      greeting: 'Hi, Welcome back',
      loading: 'Loading dashboard',
      error: 'The dashboard could not be loaded.',
      retry: 'Retry',
      cards: {
        totalTopup: 'Total Toppup',
        selfTopup: 'Self Toppup',
        systemTopup: 'System Toppup',
        totalRoutes: 'Total Routes',
        totalVendors: 'Total Vendors',
        totalAds: 'Total Ads',
        activeAds: 'Active Ads',
        inactiveAds: 'Inactive Ads',
        blockedAds: 'Blocked Ads',
        totalViews: 'Total Ad Views',
      },
      trend: {
        activity: 'Ad views and clicks, last 30 days',
        topups: 'Topups, last 30 days',
        views: 'Views',
        clicks: 'Clicks',
        topupSum: 'Topups',
        loading: 'Loading the last 30 days',
        error: 'The last 30 days could not be loaded.',
      },
    },
    profile: {
      title: 'Profile',
      loading: 'Loading profile',
      error: 'The profile could not be loaded.',
      retry: 'Retry',
      fullname: 'Fullname',
      username: 'Username',
      phone: 'Phone',
      address: 'Address',
    },
    /** Money forms (issue 29): the checks of an amount as typed, the vendor credited, the confirmation. */
    money: {
      notANumber: '%{label} must be digits with at most one point, like 5000 or 1250.50 (no exponent such as 1e3)',
      decimals: '%{label} has more than two decimals',
      min: '%{label} must be at least %{min}',
      max: '%{label} must be at most %{max}',
      recipient: 'To %{name}, current balance %{balance}',
      balanceLoading: 'loading…',
      balance_hidden: 'not shown (needs the Wallet privilege)',
      balance_none: 'no wallet yet',
      review: '%{amount} to %{name} (new balance %{balance})',
      reviewBalanceUnknown: '%{amount} to %{name} (current balance %{balance})',
      back: 'Back',
      confirm: 'Confirm',
    },
    /** Rules the server enforces, stated under a form's field before it is sent. */
    form: {
      moneyHelp: 'In naira: at least %{min} and at most %{max}, with up to two decimals',
      newPasswordHelp: 'At least %{min} characters, not the username',
      passwordShort: '%{label} must be at least %{min} characters',
    },
    /** Issue 30: a username changes only through the Admins module, so no admin can probe which names exist. */
    ownUsername: {
      fixed: 'Only an admin with the Admins privilege can change a username',
    },
    validation: {
      usernameRequired: 'Username is required',
      passwordRequired: 'Password is required',
      tooShort: 'Too Short!',
      tooLong: 'Too Long!',
      email: 'Email must be a valid email address',
    },
  },
};

export type AppMessages = typeof appMessages;
