import { useEffect, useId, useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isActiveStore, STORE_PAUSE_MINUTES, storeEndpoints, type StoreAvailabilityBody } from '@dhub/contract';
import { invalidateAll, queryKeys, useEndpointMutation, useEndpointQuery } from '../../api/queries';
import { useTime } from '../../hooks/useDate';
import { errorText } from '../../i18n/errorText';
import { toast } from '../../lib/toast';
import { useCurrentStore } from '../../vendor/useCurrentStore';

const HOURS_CHECK_MS = 60_000;

/**
 * The top bar's one switch for the current store: open, paused until a time (busy mode), or
 * closed, and a menu to change it. A pause ends by itself (the server computes it from the stored
 * time); the switch reads the profile again when it does.
 */
export default function StoreAvailability() {
  const { t } = useTranslation();
  const time = useTime();
  const store = useCurrentStore();
  const client = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const change = useEndpointMutation(storeEndpoints.availability, { invalidates: [queryKeys.endpoint(storeEndpoints.vendorProfile)] });
  const pausedUntil = store?.pausedUntil ?? null;
  // The opening hours begin and end by the clock: read the profile again every minute, so the state follows them.
  useEndpointQuery(storeEndpoints.vendorProfile, {}, { refetchInterval: HOURS_CHECK_MS });

  useEffect(() => {
    if (!pausedUntil) return;
    const timer = setTimeout(
      () => void invalidateAll(client, [queryKeys.endpoint(storeEndpoints.vendorProfile)]),
      Math.max(0, Date.parse(pausedUntil) - Date.now()) + 1000,
    );
    return () => clearTimeout(timer);
  }, [client, pausedUntil]);

  if (!store || !isActiveStore(store.status)) return null;
  const state = !store.shopOpenOrClose ? 'closed' : pausedUntil ? 'paused' : 'open';
  // Switched on and not paused, but outside its opening hours: customers cannot order (the switch stays as it is).
  const outsideHours = state === 'open' && !store.withinHours;
  const stateText =
    state === 'paused'
      ? t('availability.pausedUntil', { time: time(pausedUntil!) })
      : outsideHours
        ? t('availability.outsideHours')
        : t(`availability.${state}`);
  const label = t('availability.label', { state: stateText });
  const dot = (
    <FiberManualRecord
      sx={{ color: state === 'open' && !outsideHours ? 'success.main' : state === 'paused' ? 'warning.main' : 'text.disabled' }}
    />
  );
  // On a phone the top bar has room for the dot only: its name is the whole state.
  const opener = {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': Boolean(anchor),
    'aria-controls': anchor ? menuId : undefined,
    disabled: change.isPending,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  };
  const choose = (body: StoreAvailabilityBody) => {
    setAnchor(null);
    change.mutate(
      { params: { storeId: store._id }, body },
      { onSuccess: ({ message }) => toast.success(message), onError: (error) => toast.error(errorText(error, 'serverError')) },
    );
  };
  return (
    <>
      {phone ? (
        <IconButton aria-label={label} title={label} {...opener}>
          {dot}
        </IconButton>
      ) : (
        <Button
          size="small"
          color="inherit"
          startIcon={dot}
          {...opener}
          sx={{ textTransform: 'none', whiteSpace: 'nowrap', color: 'text.primary', minWidth: 0 }}
        >
          {label}
        </Button>
      )}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('availability.menuLabel') } }}
      >
        {state !== 'open' && <MenuItem onClick={() => choose({ action: 'open' })}>{t('availability.openNow')}</MenuItem>}
        {state !== 'closed' &&
          STORE_PAUSE_MINUTES.map((minutes) => (
            <MenuItem key={minutes} onClick={() => choose({ action: 'pause', minutes })}>
              {t('availability.pause', { minutes })}
            </MenuItem>
          ))}
        {state !== 'closed' && <MenuItem onClick={() => choose({ action: 'close' })}>{t('availability.close')}</MenuItem>}
      </Menu>
    </>
  );
}
