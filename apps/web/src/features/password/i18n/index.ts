import { PASSWORD_MESSAGES, TWO_STEP_MESSAGES } from '@dhub/contract';
import { featureNamespace, type DeepStrings } from '../../../i18n/featureNamespace';
import en, { type PasswordStrings } from './en';

export const PASSWORD_NS = 'password';

/** Every password locale has exactly the English keys (tsc and a unit test). */
export type PasswordTranslation = DeepStrings<PasswordStrings>;

const namespace = featureNamespace<PasswordTranslation>(
  PASSWORD_NS,
  en,
  { fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') },
  [{ messages: PASSWORD_MESSAGES }, { messages: TWO_STEP_MESSAGES }],
);

export const loadPasswordLanguage = namespace.load;
export const usePasswordStrings = namespace.useStrings;
