import type { ThemeName } from '@dhub/contract';

export interface ColorPair {
  primary: string;
  secondary: string;
}
export interface ThemeVariants {
  light: ColorPair;
  dark: ColorPair;
}

/**
 * The six colour themes of spec §1, each with a primary and a secondary colour and a light
 * and a dark variant. Spec §1 says "Default primary colour is a teal" while the default theme
 * is named BLUE_THEME: we keep the name (it is the stored setting value) and give it a
 * teal-blue primary, so both statements hold. Every primary keeps WCAG AA contrast (4.5:1) as
 * text on the page and card backgrounds and on its own 8–16 % tint (a selected tab or menu row),
 * and with the text of a filled button (white in light mode, black in dark mode).
 */
export const THEME_PALETTES: Record<ThemeName, ThemeVariants> = {
  BLUE_THEME: { light: { primary: '#096C8D', secondary: '#49BEFF' }, dark: { primary: '#3BB4D8', secondary: '#49BEFF' } },
  AQUA_THEME: { light: { primary: '#0068A7', secondary: '#47D7BC' }, dark: { primary: '#5DB0EA', secondary: '#47D7BC' } },
  PURPLE_THEME: { light: { primary: '#763EBD', secondary: '#95CFD5' }, dark: { primary: '#BA9BE7', secondary: '#95CFD5' } },
  GREEN_THEME: { light: { primary: '#187244', secondary: '#CCDA4E' }, dark: { primary: '#4CC38A', secondary: '#CCDA4E' } },
  CYAN_THEME: { light: { primary: '#006D7C', secondary: '#FB9678' }, dark: { primary: '#2BC8D6', secondary: '#FB9678' } },
  ORANGE_THEME: { light: { primary: '#AF3A0B', secondary: '#0074BA' }, dark: { primary: '#FB8A5B', secondary: '#4DA8E8' } },
};

/**
 * Status colours (chips, alerts, outlined buttons) with AA contrast as text on the backgrounds;
 * MUI's defaults (e.g. warning #ED6C02: 3.1:1 on white) fall short.
 */
export const STATUS_COLORS = {
  light: { error: '#C62828', warning: '#A84D08', success: '#2E7D32', info: '#01579B' },
  dark: { error: '#F28B82', warning: '#FFB74D', success: '#81C784', info: '#4FC3F7' },
} as const;
