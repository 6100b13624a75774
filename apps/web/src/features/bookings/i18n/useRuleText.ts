import { useTranslation } from 'react-i18next';
import { codeOfText } from '@dhub/contract';
import { translateMessage } from '../../../i18n';
import en from './en';
import { BOOKINGS_NS } from './index';

type Rule = keyof typeof en.rules;
const isRule = (code: string | undefined): code is Rule => Boolean(code && code in en.rules);

/**
 * A contract text of a local check, in the page's language: the orders' rules the booking schemas
 * reuse from this namespace (the orders feature may not be loaded), any other through its code.
 */
export function useRuleText() {
  const { t } = useTranslation(BOOKINGS_NS);
  return (text: string | null | undefined): string => {
    const code = codeOfText(text ?? undefined);
    return isRule(code) ? t(`rules.${code}`) : translateMessage(text);
  };
}
