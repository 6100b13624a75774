import { featureNamespace, type DeepStrings } from '../../../i18n/featureNamespace';
import { withUiTexts } from '../../../i18n/ui';
import { SCHEDULE_MESSAGES } from '@dhub/contract';
import en, { type ScheduleStrings } from './en';

export const SCHEDULE_NS = 'schedule';

/** Every schedule locale has exactly the English keys (tsc and a unit test). */
export type ScheduleTranslation = DeepStrings<ScheduleStrings>;

const namespace = withUiTexts(
  featureNamespace<ScheduleTranslation>(SCHEDULE_NS, en, { fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') }, [
    { messages: SCHEDULE_MESSAGES },
  ]),
);

export const loadScheduleLanguage = namespace.load;
export const useScheduleStrings = namespace.useStrings;
