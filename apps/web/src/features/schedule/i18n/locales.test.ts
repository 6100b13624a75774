import { afterAll, describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES } from '@dhub/contract';
import { ApiError } from '../../../api/ApiError';
import { i18n, translateCode, translateMessage } from '../../../i18n';
import { errorText } from '../../../i18n/errorText';
import { testFeatureLocales } from '../../../test/locales';
import ar from './ar';
import en from './en';
import fr from './fr';
import zh from './zh';
import { loadScheduleLanguage } from './index';

describe('schedule translations', () => {
  afterAll(() => i18n.changeLanguage('en'));

  testFeatureLocales({ en, fr, ar, zh }, SCHEDULE_MESSAGES);

  it("translates the API's schedule codes from this namespace, and the schedule schemas' texts", async () => {
    expect(errorText(new ApiError(409, 'closureExists'), 'serverError')).toBe(en.messages.closureExists);
    await loadScheduleLanguage('fr');
    await i18n.changeLanguage('fr');
    expect(translateCode('notBookingStore')).toBe(fr.messages.notBookingStore);
    expect(translateMessage(SCHEDULE_MESSAGES.slotTimeRepeated)).toBe(fr.messages.slotTimeRepeated);
  });
});
