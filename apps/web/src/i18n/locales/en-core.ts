import { MESSAGES } from '@dhub/contract';

/** English strings the first page needs (bundled with the entry). */
const enCore = {
  app: { name: 'DHub Vendor Portal', shortName: 'DHub Vendor', loading: 'Loading…' },
  common: {
    back: 'Back',
    next: 'Next',
    add: 'Add',
    retry: 'Retry',
    close: 'Close',
    removeItem: 'Remove {{item}}',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  nav: {
    dashboard: 'Dashboard',
    orders: 'Orders',
    bookings: 'Bookings',
    schedule: 'Schedule',
    reviews: 'Reviews',
    coupons: 'Coupons',
    wallet: 'Wallet',
    subscription: 'Subscription',
    payouts: 'Payouts',
    stores: 'Stores',
    mainMenu: 'Main menu',
  },
  shell: {
    language: 'Language',
    darkMode: 'Switch to dark mode',
    lightMode: 'Switch to light mode',
    settings: 'Display settings',
    userMenu: 'Account menu',
    signedInAs: 'Signed in as',
    signOut: 'Sign out',
    toggleSidebar: 'Toggle menu',
  },
  languages: { en: 'English', fr: 'Français', ar: 'العربية', zh: '中文' },
  auth: {
    title: 'Sign in',
    subtitle: 'Your DHub vendor dashboard',
    email: 'Email address',
    password: 'Password',
    signIn: 'Sign in',
    signingIn: 'Signing in…',
    newHere: 'New to DHub?',
    registerStore: 'Register your store',
  },
  errors: {
    notFoundTitle: 'Page not found',
    notFoundText: 'The page you are looking for does not exist or has been moved.',
    goHome: 'Back to home',
    crashTitle: 'Something went wrong',
    crashText: 'This page could not be displayed. Reloading usually fixes it.',
    reload: 'Reload',
  },
  messages: { ...MESSAGES },
};

export default enCore;
