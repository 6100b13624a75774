import { z } from 'zod';

export const THEME_NAMES = [
  'BLUE_THEME',
  'AQUA_THEME',
  'PURPLE_THEME',
  'GREEN_THEME',
  'CYAN_THEME',
  'ORANGE_THEME',
] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

export const LANGUAGES = ['en', 'fr', 'ar', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const RTL_LANGUAGES: readonly Language[] = ['ar'];

export const displaySettingsSchema = z.object({
  direction: z.enum(['ltr', 'rtl']),
  colorMode: z.enum(['light', 'dark']),
  theme: z.enum(THEME_NAMES),
  layout: z.enum(['vertical', 'horizontal']),
  boxed: z.enum(['full', 'boxed']),
  sidebarCollapse: z.enum(['full-sidebar', 'mini-sidebar']),
  language: z.enum(LANGUAGES),
  cardShadow: z.boolean(),
  borderRadius: z.number().int().min(0).max(24),
  sidebarHover: z.boolean(),
  mobileSidebarOpen: z.boolean(),
});
export type DisplaySettings = z.infer<typeof displaySettingsSchema>;

/** Spec §3 "Display settings (defaults)". */
export const DEFAULT_DISPLAY_SETTINGS: DisplaySettings = {
  direction: 'ltr',
  colorMode: 'light',
  theme: 'BLUE_THEME',
  layout: 'vertical',
  boxed: 'full',
  sidebarCollapse: 'full-sidebar',
  language: 'en',
  cardShadow: true,
  borderRadius: 7,
  sidebarHover: false,
  mobileSidebarOpen: false,
};
