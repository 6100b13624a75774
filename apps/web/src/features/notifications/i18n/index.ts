import { NOTIFICATION_MESSAGES } from '@dhub/contract';
import { featureNamespace, type DeepStrings } from '../../../i18n/featureNamespace';
import { withUiTexts } from '../../../i18n/ui';
import en, { type NotificationStrings } from './en';

export const NOTIFICATIONS_NS = 'notifications';

/** Every notifications locale has exactly the English keys (tsc and a unit test). */
export type NotificationTranslation = DeepStrings<NotificationStrings>;

const namespace = withUiTexts(
  featureNamespace<NotificationTranslation>(
    NOTIFICATIONS_NS,
    en,
    { fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') },
    [{ messages: NOTIFICATION_MESSAGES }],
  ),
);

export const loadNotificationsLanguage = namespace.load;
export const useNotificationStrings = namespace.useStrings;
