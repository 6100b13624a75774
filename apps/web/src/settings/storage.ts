import { RTL_LANGUAGES, STORAGE_KEYS, sanitizeDisplaySettings, type DisplaySettings, type Language } from '@dhub/contract';

/**
 * Reads the saved display settings, checked with the contract's sanitizeDisplaySettings (the
 * zod-free twin of displaySettingsSchema, kept in step by a contract test, so the first page
 * needs no schema library). A field that is missing or invalid (older or tampered value)
 * falls back to its default, the rest is kept. Transient UI state (sidebar hover, mobile
 * drawer) always starts closed.
 */
export function loadSettings(): DisplaySettings {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.settings) ?? 'null');
  } catch {
    stored = null;
  }
  return { ...sanitizeDisplaySettings(stored), sidebarHover: false, mobileSidebarOpen: false };
}

export function saveSettings(settings: DisplaySettings): void {
  try {
    localStorage.setItem(STORAGE_KEYS.settings, JSON.stringify(settings));
  } catch {
    // Storage full or disabled (private mode): settings still apply for this visit.
  }
}

export function directionOf(language: Language): DisplaySettings['direction'] {
  return RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}

/** Applies a change; choosing a language sets the matching direction (Arabic → rtl). */
export function applyPatch(settings: DisplaySettings, patch: Partial<DisplaySettings>): DisplaySettings {
  const next = { ...settings, ...patch };
  if (patch.language && patch.direction === undefined) next.direction = directionOf(patch.language);
  return next;
}

/** Mirrors the settings onto <html>: dir, lang, and data attributes for CSS and tests. */
export function mirrorOnDocument(settings: DisplaySettings, root: HTMLElement = document.documentElement): void {
  root.dir = settings.direction;
  root.lang = settings.language;
  root.dataset.colorMode = settings.colorMode;
  root.dataset.theme = settings.theme;
  root.style.colorScheme = settings.colorMode;
}
