import { afterAll, describe, expect, it } from 'vitest';
import { DELIVERY_BOY_MESSAGES } from '@dhub/contract';
import { ApiError } from '../../../api/ApiError';
import { i18n, translateCode, translateMessage } from '../../../i18n';
import { errorText } from '../../../i18n/errorText';
import { testFeatureLocales } from '../../../test/locales';
import ar from './ar';
import en from './en';
import fr from './fr';
import zh from './zh';
import { loadDeliveryBoysLanguage } from './index';

describe('delivery boys translations', () => {
  afterAll(() => i18n.changeLanguage('en'));

  testFeatureLocales({ en, fr, ar, zh }, DELIVERY_BOY_MESSAGES);

  it("translates the API's delivery boy codes from this namespace, and the schemas' texts", async () => {
    expect(errorText(new ApiError(409, 'deliveryBoyBusy'), 'serverError')).toBe(en.messages.deliveryBoyBusy);
    await loadDeliveryBoysLanguage('ar');
    await i18n.changeLanguage('ar');
    expect(translateCode('deliveryBoyPhoneTaken')).toBe(ar.messages.deliveryBoyPhoneTaken);
    expect(translateMessage(DELIVERY_BOY_MESSAGES.vehicleNumberNeeded)).toBe(ar.messages.vehicleNumberNeeded);
  });
});
