import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_DISPLAY_SETTINGS, type DisplaySettings } from '@dhub/contract';
import { changeLanguage } from '../i18n';
import { SettingsContext, type SettingsContextValue } from './context';
import { applyPatch, loadSettings, mirrorOnDocument, saveSettings } from './storage';

/** Display settings: persisted in localStorage, mirrored onto the document root, runtime-changeable. */
export function SettingsProvider({ children, initial }: { children: ReactNode; initial?: DisplaySettings }) {
  const [settings, setSettings] = useState<DisplaySettings>(() => initial ?? loadSettings());

  useLayoutEffect(() => {
    mirrorOnDocument(settings);
  }, [settings]);

  useLayoutEffect(() => {
    void changeLanguage(settings.language);
  }, [settings.language]);

  const update = useCallback((patch: Partial<DisplaySettings>) => {
    setSettings((current) => {
      const next = applyPatch(current, patch);
      saveSettings(next);
      return next;
    });
  }, []);

  const reset = useCallback(() => {
    saveSettings(DEFAULT_DISPLAY_SETTINGS);
    setSettings({ ...DEFAULT_DISPLAY_SETTINGS });
  }, []);

  const value = useMemo<SettingsContextValue>(() => ({ settings, update, reset }), [settings, update, reset]);
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}
