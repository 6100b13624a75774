import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_MESSAGES } from '@dhub/contract';
import { featureNamespace, type DeepStrings } from '../../../i18n/featureNamespace';
import en, { type DashboardStrings } from './en';

export const DASHBOARD_NS = 'dashboard';

/** Every dashboard locale has exactly the English keys (tsc and a unit test). */
export type DashboardTranslation = DeepStrings<DashboardStrings>;

// The dashboard's own API code (a period too long) is translated here (`messages.<code>`).
const namespace = featureNamespace<DashboardTranslation>(
  DASHBOARD_NS,
  en,
  { fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') },
  [{ messages: DASHBOARD_MESSAGES }],
);

export const loadDashboardLanguage = namespace.load;
export const useDashboardStrings = namespace.useStrings;

/** A key of the dashboard's strings: `kpis.orders`. */
type KeyOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeyOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type DashboardKey = KeyOf<DashboardStrings>;

/**
 * `t` of the dashboard's namespace, its keys checked against the English strings (the namespace
 * is not among i18next's typed resources: i18n/i18next.d.ts belongs to the shell).
 */
export function useDashboardT(): (key: DashboardKey, options?: Record<string, unknown>) => string {
  const { t } = useTranslation(); // re-renders on a language change
  return useCallback(
    (key: DashboardKey, options?: Record<string, unknown>) =>
      (t as unknown as (key: string, options: Record<string, unknown>) => string)(key, { ...options, ns: DASHBOARD_NS }),
    [t],
  );
}
