import { keyframes, styled } from '@mui/material/styles';

const spin = keyframes`to { transform: rotate(360deg); }`;

/**
 * A CSS-only activity indicator for the first page (MUI CircularProgress is ~1.3 KB gzip more).
 * Pass a label when it stands alone; decorative uses stay hidden from assistive tech.
 */
export const Spinner = styled('span', { shouldForwardProp: (prop) => prop !== 'size' })<{ size?: number }>(({ theme, size = 40 }) => ({
  display: 'inline-block',
  width: size,
  height: size,
  border: `${Math.max(2, Math.round(size / 10))}px solid currentColor`,
  borderInlineEndColor: 'transparent',
  borderRadius: '50%',
  color: theme.palette.primary.main,
  animation: `${spin} 0.8s linear infinite`,
  '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
}));
