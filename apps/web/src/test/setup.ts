import { afterEach, beforeEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { initI18n } from '../i18n';
import '../i18n/registerPageStrings';
import { i18n } from '../i18n';
import { sessionStore } from '../session/session';
import { currentStore } from '../vendor/currentStore';
import { connectSessionToApi } from '../app/session';
import { restoreApi } from './mockApi';

// Lazily loaded pages are transformed on first use; under a parallel run 1 s (the default) is tight.
configure({ asyncUtilTimeout: 4000 });

await initI18n();
connectSessionToApi();

if (typeof URL.createObjectURL !== 'function') {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
}

beforeEach(async () => {
  localStorage.clear();
  sessionStore.reload();
  currentStore.reload();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
});

afterEach(() => {
  cleanup();
  restoreApi();
});
