import { afterAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '@dhub/contract';
import { ApiError } from '../../../api/ApiError';
import { i18n, translateCode } from '../../../i18n';
import { errorText } from '../../../i18n/errorText';
import { testFeatureLocales } from '../../../test/locales';
import ar from './ar';
import en from './en';
import fr from './fr';
import zh from './zh';
import { loadBookingsLanguage } from './index';

describe('bookings translations', () => {
  afterAll(() => i18n.changeLanguage('en'));

  testFeatureLocales({ en, fr, ar, zh }, BOOKING_MESSAGES);

  it("translates the API's booking codes from this namespace", async () => {
    expect(errorText(new ApiError(409, 'slotFull'), 'serverError')).toBe(en.messages.slotFull);
    await loadBookingsLanguage('fr');
    await i18n.changeLanguage('fr');
    expect(translateCode('bookingStatusChanged')).toBe(fr.messages.bookingStatusChanged);
    expect(translateCode('slotFull')).toBe(fr.messages.slotFull);
  });
});
