import { afterAll, describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGES } from '@dhub/contract';
import { ApiError } from '../../../api/ApiError';
import { i18n, translateCode, translateMessage } from '../../../i18n';
import { errorText } from '../../../i18n/errorText';
import { testFeatureLocales } from '../../../test/locales';
import ar from './ar';
import en from './en';
import fr from './fr';
import zh from './zh';
import { loadSupportLanguage } from './index';

describe('support translations', () => {
  afterAll(() => i18n.changeLanguage('en'));

  testFeatureLocales({ en, fr, ar, zh }, SUPPORT_MESSAGES);

  it("translates the API's support codes from this namespace, and the ticket schemas' texts", async () => {
    expect(errorText(new ApiError(409, 'ticketAnswered'), 'serverError')).toBe(en.messages.ticketAnswered);
    await loadSupportLanguage('ar');
    await i18n.changeLanguage('ar');
    expect(translateCode('ticketClosed')).toBe(ar.messages.ticketClosed);
    expect(translateMessage(SUPPORT_MESSAGES.ticketSubjectLength)).toBe(ar.messages.ticketSubjectLength);
  });
});
