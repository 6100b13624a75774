import { afterEach, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { initI18n } from '../i18n';
import '../i18n/registerPageStrings';
import { i18n } from '../i18n';
import { sessionStore } from '../features/auth/session';
import { connectSessionToApi } from '../app/session';

await initI18n();
connectSessionToApi();

if (typeof URL.createObjectURL !== 'function') {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
}

beforeEach(async () => {
  localStorage.clear();
  sessionStore.reload();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
});

afterEach(() => {
  cleanup();
});
