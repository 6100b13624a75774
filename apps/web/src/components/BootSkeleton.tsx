import { keyframes, styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

const pulse = keyframes`50% { opacity: 0.4; }`;

/** A grey bar of the page's shape, CSS only (MUI's Skeleton and Paper would weigh on the first page's JS). */
const Bar = styled('span')<{ width: string; height: number }>(({ theme, width, height }) => ({
  display: 'block',
  width,
  height,
  marginBlockEnd: theme.spacing(1.5),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.action.hover,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
}));

/** What stands in while a first page's code loads: a title and a block of lines, not a lone spinner. */
export function BootSkeleton() {
  const { t } = useTranslation();
  return (
    <span role="status" aria-busy="true" aria-label={t('app.loading')} style={{ display: 'block', padding: 24, maxWidth: 480 }}>
      <Bar width="60%" height={32} />
      <Bar width="90%" height={16} />
      <Bar width="100%" height={120} />
      <Bar width="40%" height={40} />
    </span>
  );
}
