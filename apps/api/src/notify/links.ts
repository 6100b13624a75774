import { ROUTES, type NotificationType } from '@dhub/contract';

const withId = (path: string, id: string | undefined) => (id ? `${path}?id=${encodeURIComponent(id)}` : path);

/**
 * The portal page a notification is about, from its type, what it is about (`about`: an order,
 * booking, payout or ticket id) and its store.
 */
export function notificationLink(
  type: NotificationType,
  { about, storeId, level }: { about?: string; storeId?: string | null; level?: number },
): string | null {
  switch (type) {
    case 'requestApproved':
    case 'requestRejected':
      return '/product-request-list';
    case 'categoryApproved':
      return level === 2 ? '/pending-sub-categories' : '/pending-categories';
    case 'categoryRejected':
      return level === 2 ? '/reject-sub-categories' : '/reject-categories';
    case 'documentVerified':
      return storeId ? `${ROUTES.stores}/${encodeURIComponent(storeId)}` : ROUTES.stores;
    case 'newOrder':
      return about ? `/orders/${encodeURIComponent(about)}` : '/orders';
    case 'newBooking':
      return withId(ROUTES.bookingDetails, about);
    case 'payoutPaid':
      return withId(ROUTES.payout, about);
    case 'ticketReply':
      return withId(ROUTES.viewSupport, about);
    case 'planExpiring':
      return ROUTES.subscription;
  }
}
