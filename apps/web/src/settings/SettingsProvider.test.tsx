import { describe, expect, it } from 'vitest';
import { useLayoutEffect } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { DEFAULT_DISPLAY_SETTINGS, STORAGE_KEYS, type DisplaySettings } from '@dhub/contract';
import { i18n } from '../i18n';
import { useSettings, type SettingsContextValue } from './context';
import { SettingsProvider } from './SettingsProvider';

const probe: { api: SettingsContextValue | null } = { api: null };
function Probe() {
  const value = useSettings();
  useLayoutEffect(() => {
    probe.api = value;
  });
  return null;
}
const mount = () =>
  render(
    <SettingsProvider>
      <Probe />
    </SettingsProvider>,
  );
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.settings) ?? 'null') as DisplaySettings | null;
const root = document.documentElement;

describe('display settings', () => {
  it('start from the spec defaults and mirror them onto <html>', () => {
    mount();
    expect(probe.api!.settings).toEqual(DEFAULT_DISPLAY_SETTINGS);
    expect(root.dir).toBe('ltr');
    expect(root.lang).toBe('en');
    expect(root.dataset.colorMode).toBe('light');
    expect(root.dataset.theme).toBe('BLUE_THEME');
  });

  it('persist changes and restore them on the next load', () => {
    const first = mount();
    act(() => probe.api!.update({ colorMode: 'dark', theme: 'PURPLE_THEME', layout: 'horizontal', borderRadius: 12 }));
    expect(stored()).toMatchObject({ colorMode: 'dark', theme: 'PURPLE_THEME', layout: 'horizontal', borderRadius: 12 });
    expect(root.dataset.colorMode).toBe('dark');
    first.unmount();
    probe.api = null;
    mount();
    expect(probe.api!.settings).toMatchObject({ colorMode: 'dark', theme: 'PURPLE_THEME', layout: 'horizontal', borderRadius: 12 });
  });

  it('Arabic switches the document to rtl, other languages back to ltr', async () => {
    mount();
    act(() => probe.api!.update({ language: 'ar' }));
    expect(root.dir).toBe('rtl');
    expect(root.lang).toBe('ar');
    expect(probe.api!.settings.direction).toBe('rtl');
    await waitFor(() => expect(i18n.language).toBe('ar'));
    expect(i18n.t('auth.signIn')).toBe('تسجيل الدخول');
    act(() => probe.api!.update({ language: 'fr' }));
    expect(root.dir).toBe('ltr');
    expect(root.lang).toBe('fr');
    await waitFor(() => expect(i18n.t('auth.signIn')).toBe('Se connecter'));
  });

  it('the direction can still be set on its own', () => {
    mount();
    act(() => probe.api!.update({ direction: 'rtl' }));
    expect(root.dir).toBe('rtl');
    expect(root.lang).toBe('en');
  });

  it('invalid stored values fall back to their defaults, valid ones are kept', () => {
    localStorage.setItem(
      STORAGE_KEYS.settings,
      JSON.stringify({ theme: 'PINK_THEME', colorMode: 'dark', borderRadius: 99, language: 'de', mobileSidebarOpen: true }),
    );
    mount();
    expect(probe.api!.settings).toEqual({ ...DEFAULT_DISPLAY_SETTINGS, colorMode: 'dark' });
  });

  it('survives unreadable storage', () => {
    localStorage.setItem(STORAGE_KEYS.settings, '{not json');
    mount();
    expect(probe.api!.settings).toEqual(DEFAULT_DISPLAY_SETTINGS);
  });
});
