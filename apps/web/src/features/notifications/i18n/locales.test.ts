import { afterAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES, NOTIFICATION_TEXTS } from '@dhub/contract';
import { i18n, translateCode } from '../../../i18n';
import { testFeatureLocales } from '../../../test/locales';
import ar from './ar';
import en from './en';
import fr from './fr';
import zh from './zh';
import { loadNotificationsLanguage } from './index';

describe('notifications translations', () => {
  afterAll(() => i18n.changeLanguage('en'));

  testFeatureLocales({ en, fr, ar, zh }, NOTIFICATION_MESSAGES);

  it('has every type of the contract, the English texts being the contract’s', () => {
    expect(en.types).toEqual(NOTIFICATION_TEXTS);
  });

  it("translates the API's notification codes from this namespace", async () => {
    await loadNotificationsLanguage('fr');
    await i18n.changeLanguage('fr');
    expect(translateCode('notificationsAllRead')).toBe(fr.messages.notificationsAllRead);
  });
});
