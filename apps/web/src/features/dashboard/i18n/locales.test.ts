import { afterAll, describe, expect, it } from 'vitest';
import { DASHBOARD_MESSAGES } from '@dhub/contract';
import { i18n, translateMessage } from '../../../i18n';
import { testFeatureLocales } from '../../../test/locales';
import ar from './ar';
import en from './en';
import fr from './fr';
import zh from './zh';
import { loadDashboardLanguage } from './index';

describe('dashboard translations', () => {
  afterAll(() => i18n.changeLanguage('en'));

  testFeatureLocales({ en, fr, ar, zh }, DASHBOARD_MESSAGES);

  it("translates the dashboard query's own message from this namespace", async () => {
    expect(translateMessage(DASHBOARD_MESSAGES.dashboardSpanTooLong)).toBe(en.messages.dashboardSpanTooLong);
    await loadDashboardLanguage('ar');
    await i18n.changeLanguage('ar');
    expect(translateMessage(DASHBOARD_MESSAGES.dashboardSpanTooLong)).toBe(ar.messages.dashboardSpanTooLong);
  });
});
