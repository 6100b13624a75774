import { createTheme, type Theme } from '@mui/material/styles';
import { LAYOUT, type DisplaySettings } from '@dhub/contract';
import { STATUS_COLORS, THEME_PALETTES } from './palettes';

/** Sans-serif stack with scripts for all four languages; no web font to download. */
export const FONT_FAMILY = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Noto Sans"',
  '"Noto Sans Arabic"',
  '"PingFang SC"',
  '"Microsoft YaHei"',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

const HEADING = { fontWeight: 600 } as const;

type ThemeSettings = Pick<DisplaySettings, 'theme' | 'colorMode' | 'direction' | 'borderRadius' | 'cardShadow'>;

/**
 * Builds the MUI theme from the display settings (spec §1, §4, §9): palette, background and
 * shadows follow the colour mode; the direction mirrors the layout; border radius from the
 * settings; headings weight 600. Ripple: MUI's TouchRipple already animates for 550 ms
 * (LAYOUT.rippleMs), so nothing to override.
 */
export function buildTheme(settings: ThemeSettings): Theme {
  const dark = settings.colorMode === 'dark';
  const colors = THEME_PALETTES[settings.theme][settings.colorMode];
  const cardShadow = dark
    ? '0 2px 8px rgba(0, 0, 0, 0.45)'
    : 'rgba(145, 158, 171, 0.3) 0px 0px 2px 0px, rgba(145, 158, 171, 0.12) 0px 12px 24px -4px';

  return createTheme({
    direction: settings.direction,
    palette: {
      mode: settings.colorMode,
      primary: { main: colors.primary },
      secondary: { main: colors.secondary },
      ...Object.fromEntries(Object.entries(STATUS_COLORS[settings.colorMode]).map(([name, main]) => [name, { main }])),
      // Text on a filled colour (button, chip) is white or black, whichever reaches AA (4.5:1).
      contrastThreshold: 4.5,
      background: dark ? { default: '#171c26', paper: '#202836' } : { default: '#f4f6fa', paper: '#ffffff' },
      ...(dark ? {} : { text: { primary: '#1f2a3d', secondary: '#5a6a85' } }),
    },
    shape: { borderRadius: settings.borderRadius },
    typography: {
      fontFamily: FONT_FAMILY,
      h1: HEADING,
      h2: HEADING,
      h3: HEADING,
      h4: HEADING,
      h5: HEADING,
      h6: HEADING,
      button: { textTransform: 'none', fontWeight: 600 },
    },
    mixins: { toolbar: { minHeight: LAYOUT.topbarHeight } },
    components: {
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: {
          root: ({ theme }) => ({
            boxShadow: settings.cardShadow ? cardShadow : 'none',
            border: settings.cardShadow ? 'none' : `1px solid ${theme.palette.divider}`,
          }),
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiTextField: { defaultProps: { size: 'small' } },
      MuiFormControl: { defaultProps: { size: 'small' } },
      MuiTooltip: { defaultProps: { arrow: true } },
    },
  });
}

/**
 * An icon's `sx` for an arrow that points the way of reading (back, next, send): mirrored right to
 * left. Kept here, in the first load: as a module of its own it was a chunk of its own, one more
 * file for every page that uses it.
 */
export const mirroredInRtl = { transform: (theme: Theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) };
