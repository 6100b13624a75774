import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@dhub/contract';
import { toApiError } from '../api/ApiError';
import { errorText, fieldErrorTexts } from './errorText';
import { translateMessage } from './index';

describe('error texts', () => {
  it('translates a known code, and says the fallback for a code this page cannot translate', () => {
    expect(errorText(toApiError(401, { code: 'loginFailed' }), 'serverError')).toBe(MESSAGES.loginFailed);
    expect(errorText(toApiError(409, { code: 'somethingNew' }), 'serverError')).toBe(MESSAGES.serverError);
    expect(errorText(toApiError(500, { code: 'not a code' }), 'serverError')).toBe(MESSAGES.serverError);
    expect(fieldErrorTexts(toApiError(400, { code: 'invalidRequest', fieldCodes: { email: 'invalidEmail', x: 'unknownCode' } }))).toEqual({
      email: MESSAGES.invalidEmail,
    });
  });

  it("knows the core messages' texts from the start (a feature's once its namespace is registered)", () => {
    expect(translateMessage(MESSAGES.fieldRequired)).toBe(MESSAGES.fieldRequired);
    expect(translateMessage('Some text no contract has')).toBe('Some text no contract has');
  });
});
