import type { Theme } from '@mui/material/styles';

/** A warning's text colour that keeps its contrast on the paper (darker in light mode, lighter in dark mode). */
export const warningText = (theme: Theme) => (theme.palette.mode === 'dark' ? theme.palette.warning.light : theme.palette.warning.dark);
