import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { takeEarlyProfile } from './api/earlyProfile';
import { preloadRoute } from './app/preloadRoute';
import { connectSessionToApi } from './app/session';
import { changeLanguage } from './i18n';
import { loadSettings, mirrorOnDocument } from './settings/storage';
import { sessionStore } from './session/session';
import { loadRtlCache } from './theme/emotionCache';

async function bootstrap() {
  const session = sessionStore.get();
  preloadRoute(window.location.pathname, session !== null, takeEarlyProfile(session?.token ?? null));
  connectSessionToApi();
  const settings = loadSettings();
  mirrorOnDocument(settings);
  // Load the saved language before the first paint, so an Arabic user never sees English flash.
  // Same for the right-to-left style cache.
  await Promise.all([
    changeLanguage(settings.language).catch(() => undefined),
    settings.direction === 'rtl' ? loadRtlCache().catch(() => undefined) : undefined,
  ]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void bootstrap();
