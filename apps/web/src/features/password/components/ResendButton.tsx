import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { PASSWORD_NS } from '../i18n';

const secondsUntil = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1000));

/**
 * "Send a new code", disabled with the seconds left until `until` (the server's wait, counted on
 * this device). Give it `key={until}` so that a new wait starts a new count.
 */
export function ResendButton({ until, busy, onClick }: { until: number; busy: boolean; onClick: () => void }) {
  const { t } = useTranslation(PASSWORD_NS);
  const [wait, setWait] = useState(() => secondsUntil(until));
  useEffect(() => {
    const timer = setInterval(() => {
      const left = secondsUntil(until);
      setWait(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return (
    <Button variant="text" onClick={onClick} disabled={wait > 0 || busy}>
      {wait > 0 ? t('twoSteps.resendIn', { seconds: wait }) : t('twoSteps.resend')}
    </Button>
  );
}
