import { useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@dhub/contract';
import { serverMessageOr } from '../../../api/ApiError';
import { catalogueMessage } from '../i18n';

/** The server's message of an error, translated when it is a contract text. */
export function errorText(error: unknown): string {
  return catalogueMessage(serverMessageOr(error, MESSAGES.serverError));
}

export function useDebounced<T>(value: T, ms = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function useMoney() {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });
  return (value: number | null | undefined) => (value === null || value === undefined ? '—' : format.format(value));
}

export function useDate() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (value: string) => {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? '' : format.format(date);
  };
}

export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: string; actions?: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 3, alignItems: { xs: 'stretch', sm: 'flex-start' }, justifyContent: 'space-between' }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, wordBreak: 'break-word' }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexShrink: 0, flexWrap: 'wrap' }}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}

export function ErrorState({ error, onRetry, retrying }: { error: unknown; onRetry?: () => void; retrying?: boolean }) {
  const { t } = useTranslation('catalogue');
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
            {t('common.retry')}
          </Button>
        )
      }
    >
      {t('common.loadError')} {errorText(error)}
    </Alert>
  );
}

export function EmptyState({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Inventory2Outlined sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {title}
      </Typography>
      {hint && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {hint}
        </Typography>
      )}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Paper>
  );
}

export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" aria-busy="true" aria-label={t('app.loading')} sx={{ p: 2 }}>
      {Array.from({ length: rows }, (_, index) => (
        <Stack key={index} direction="row" spacing={2} sx={{ alignItems: 'center', py: 1 }}>
          <Skeleton variant="rounded" width={48} height={48} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="50%" />
            <Skeleton variant="text" width="30%" />
          </Box>
          <Skeleton variant="text" width={80} />
        </Stack>
      ))}
    </Paper>
  );
}

export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  body?: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="confirm-title" maxWidth="xs" fullWidth>
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      {body && (
        <DialogContent>
          <DialogContentText>{body}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const STATUS_COLOR: Record<string, ChipProps['color']> = { pending: 'warning', approved: 'success', rejected: 'error' };

export function RequestStatusChip({ status }: { status: 'pending' | 'approved' | 'rejected' }) {
  const { t } = useTranslation('catalogue');
  return <Chip size="small" color={STATUS_COLOR[status]} label={t(`requests.statuses.${status}`)} sx={{ fontWeight: 600 }} />;
}

export function StockChip({ state }: { state: 'in' | 'low' | 'out' }) {
  const { t } = useTranslation('catalogue');
  if (state === 'in') return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={state === 'low' ? 'warning' : 'error'}
      label={t(`list.stockStates.${state}`)}
      sx={{ fontWeight: 600 }}
    />
  );
}

export function ProductThumb({ src, name, size = 48 }: { src?: string; name: string; size?: number }) {
  return (
    <Avatar variant="rounded" src={src} alt={name} sx={{ width: size, height: size, bgcolor: 'action.hover', color: 'text.secondary' }}>
      <Inventory2Outlined fontSize="small" />
    </Avatar>
  );
}

/** Server-side pagination, translated. */
export function Pager({
  total,
  totalCapped = false,
  page,
  limit,
  onPage,
  onLimit,
}: {
  total: number;
  /** More matches than `total` (the server stops counting at a cap): "of 1000+". */
  totalCapped?: boolean;
  page: number;
  limit: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.max(0, page - 1)}
      rowsPerPage={limit}
      rowsPerPageOptions={[10, 20, 50, 100]}
      onPageChange={(_event, next) => onPage(next + 1)}
      onRowsPerPageChange={(event) => onLimit(Number(event.target.value))}
      labelRowsPerPage={t('common.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) => t(totalCapped ? 'common.ofTotalCapped' : 'common.ofTotal', { from, to, count })}
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 0, sm: 2 } } }}
    />
  );
}

/** id missing → warning; loading → skeleton; 404 → "not found"; error → retry; else the content. */
export function LoadGate<T>({
  id,
  query,
  children,
}: {
  id: string | null;
  query: { data: T | undefined; error: unknown; isPending: boolean; isFetching: boolean; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('catalogue');
  if (!id) return <Alert severity="warning">{t('common.missingId')}</Alert>;
  if (query.error) {
    return (query.error as { status?: number }).status === 404 ? (
      <Alert severity="warning">{t('common.notFound')}</Alert>
    ) : (
      <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  if (query.isPending || query.data === undefined) return <ListSkeleton rows={3} />;
  return <>{children(query.data)}</>;
}

/** A label / value list of a detail page. */
export function DetailList({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1 },
        m: 0,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Centered spinner while a catalogue page or its strings load. */
export function LoadingPage() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('app.loading')} sx={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>
      <CircularProgress aria-hidden />
    </Box>
  );
}

/** Isolates user text (product names, reasons) inside a translated sentence on right-to-left pages. */
export function isolate(text: string): string {
  return typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? `\u2068${text}\u2069` : text;
}
