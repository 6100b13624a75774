import { createContext, useContext } from 'react';
import type { DisplaySettings } from '@dhub/contract';

export interface SettingsContextValue {
  settings: DisplaySettings;
  update: (patch: Partial<DisplaySettings>) => void;
  reset: () => void;
}

export const SettingsContext = createContext<SettingsContextValue | null>(null);

export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings must be used inside <SettingsProvider>');
  return value;
}
