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
 * teal-blue primary (#0A7EA4), so both statements hold. Light-mode primaries keep at least
 * 4.5:1 contrast with white button text; dark-mode ones are lighter for dark backgrounds.
 */
export const THEME_PALETTES: Record<ThemeName, ThemeVariants> = {
  BLUE_THEME: { light: { primary: '#0A7EA4', secondary: '#49BEFF' }, dark: { primary: '#3BB4D8', secondary: '#49BEFF' } },
  AQUA_THEME: { light: { primary: '#0074BA', secondary: '#47D7BC' }, dark: { primary: '#4DA8E8', secondary: '#47D7BC' } },
  PURPLE_THEME: { light: { primary: '#763EBD', secondary: '#95CFD5' }, dark: { primary: '#A47BE0', secondary: '#95CFD5' } },
  GREEN_THEME: { light: { primary: '#1B7F4C', secondary: '#CCDA4E' }, dark: { primary: '#4CC38A', secondary: '#CCDA4E' } },
  CYAN_THEME: { light: { primary: '#00798A', secondary: '#FB9678' }, dark: { primary: '#2BC8D6', secondary: '#FB9678' } },
  ORANGE_THEME: { light: { primary: '#C2410C', secondary: '#0074BA' }, dark: { primary: '#FB8A5B', secondary: '#4DA8E8' } },
};
