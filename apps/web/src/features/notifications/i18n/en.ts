import { NOTIFICATION_MESSAGES, NOTIFICATION_TEXTS } from '@dhub/contract';

const en = {
  title: 'Notifications',
  subtitle: 'What happened in your stores: orders, requests, payouts, answers from support and your plan.',
  bell: 'Notifications',
  bellUnread: 'Notifications: {{count}} unread',
  latest: 'Latest notifications',
  seeAll: 'See all notifications',
  none: 'No notifications yet',
  markAllRead: 'Mark all as read',
  markRead: 'Mark as read',
  unreadMark: 'Unread',
  filters: { state: 'Show', type: 'Type' },
  states: { unread: 'Unread', read: 'Read' },
  types: { ...NOTIFICATION_TEXTS },
  empty: 'No notifications yet',
  emptyHint: 'New orders and bookings, answers from support and other news appear here.',
  noMatch: 'No notifications match these filters',
  clearFilters: 'Clear filters',
  emails: {
    open: 'E-mail settings',
    title: 'E-mail notifications',
    intro: 'Choose which notifications are also sent to you by e-mail.',
    save: 'Save',
  },
  messages: { ...NOTIFICATION_MESSAGES },
};

export type NotificationStrings = typeof en;
export default en;
