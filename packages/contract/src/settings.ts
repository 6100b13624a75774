import { z } from 'zod';
import { BORDER_RADIUS_RANGE, DISPLAY_SETTING_OPTIONS } from './settings-options.js';

export {
  THEME_NAMES,
  LANGUAGES,
  RTL_LANGUAGES,
  DEFAULT_DISPLAY_SETTINGS,
  DISPLAY_SETTING_OPTIONS,
  BORDER_RADIUS_RANGE,
  isValidDisplaySetting,
  sanitizeDisplaySettings,
} from './settings-options.js';
export type { ThemeName, Language, DisplaySettingsShape } from './settings-options.js';

export const displaySettingsSchema = z.object({
  direction: z.enum(DISPLAY_SETTING_OPTIONS.direction),
  colorMode: z.enum(DISPLAY_SETTING_OPTIONS.colorMode),
  theme: z.enum(DISPLAY_SETTING_OPTIONS.theme),
  layout: z.enum(DISPLAY_SETTING_OPTIONS.layout),
  boxed: z.enum(DISPLAY_SETTING_OPTIONS.boxed),
  sidebarCollapse: z.enum(DISPLAY_SETTING_OPTIONS.sidebarCollapse),
  language: z.enum(DISPLAY_SETTING_OPTIONS.language),
  cardShadow: z.boolean(),
  borderRadius: z.number().int().min(BORDER_RADIUS_RANGE.min).max(BORDER_RADIUS_RANGE.max),
  sidebarHover: z.boolean(),
  mobileSidebarOpen: z.boolean(),
});
export type DisplaySettings = z.infer<typeof displaySettingsSchema>;
