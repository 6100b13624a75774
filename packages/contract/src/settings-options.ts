/**
 * Display-settings constants without zod, so the web app's first page can read, check and
 * apply saved settings without loading the schema library. `displaySettingsSchema`
 * (settings.ts) is built from the same option lists; a contract test keeps the two in step.
 */

export const THEME_NAMES = ['BLUE_THEME', 'AQUA_THEME', 'PURPLE_THEME', 'GREEN_THEME', 'CYAN_THEME', 'ORANGE_THEME'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

export const LANGUAGES = ['en', 'fr', 'ar', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const RTL_LANGUAGES: readonly Language[] = ['ar'];

/** The allowed values of each enumerated display setting. */
export const DISPLAY_SETTING_OPTIONS = {
  direction: ['ltr', 'rtl'],
  colorMode: ['light', 'dark'],
  theme: THEME_NAMES,
  layout: ['vertical', 'horizontal'],
  boxed: ['full', 'boxed'],
  sidebarCollapse: ['full-sidebar', 'mini-sidebar'],
  language: LANGUAGES,
} as const;

export const BORDER_RADIUS_RANGE = { min: 0, max: 24 } as const;

export interface DisplaySettingsShape {
  direction: (typeof DISPLAY_SETTING_OPTIONS.direction)[number];
  colorMode: (typeof DISPLAY_SETTING_OPTIONS.colorMode)[number];
  theme: ThemeName;
  layout: (typeof DISPLAY_SETTING_OPTIONS.layout)[number];
  boxed: (typeof DISPLAY_SETTING_OPTIONS.boxed)[number];
  sidebarCollapse: (typeof DISPLAY_SETTING_OPTIONS.sidebarCollapse)[number];
  language: Language;
  cardShadow: boolean;
  borderRadius: number;
  sidebarHover: boolean;
  mobileSidebarOpen: boolean;
}

/** Spec §3 "Display settings (defaults)". */
export const DEFAULT_DISPLAY_SETTINGS: DisplaySettingsShape = {
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

/** Whether one display-setting value is valid; same rules as displaySettingsSchema. */
export function isValidDisplaySetting(key: keyof DisplaySettingsShape, value: unknown): boolean {
  switch (key) {
    case 'cardShadow':
    case 'sidebarHover':
    case 'mobileSidebarOpen':
      return typeof value === 'boolean';
    case 'borderRadius':
      return typeof value === 'number' && Number.isInteger(value) && value >= BORDER_RADIUS_RANGE.min && value <= BORDER_RADIUS_RANGE.max;
    default:
      return (DISPLAY_SETTING_OPTIONS[key] as readonly unknown[]).includes(value);
  }
}

/**
 * Reads stored settings (any JSON value): each valid field is kept, a missing or invalid one
 * falls back to its default. The result always satisfies displaySettingsSchema.
 */
export function sanitizeDisplaySettings(raw: unknown): DisplaySettingsShape {
  const result: DisplaySettingsShape = { ...DEFAULT_DISPLAY_SETTINGS };
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return result;
  const source = raw as Record<string, unknown>;
  for (const key of Object.keys(DEFAULT_DISPLAY_SETTINGS) as (keyof DisplaySettingsShape)[]) {
    if (isValidDisplaySetting(key, source[key])) (result as unknown as Record<string, unknown>)[key] = source[key];
  }
  return result;
}
