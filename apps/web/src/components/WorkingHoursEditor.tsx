import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { setDayOpen, WEEKDAYS, type Weekday, type WorkingHoursForm } from '@dhub/contract';
import { translateMessage } from '../i18n';

interface Props {
  value: WorkingHoursForm;
  onChange: (hours: WorkingHoursForm) => void;
  error?: string;
}

/** Monday's hours on every day (open with its times, or closed). */
function copyMondayToAllDays(hours: WorkingHoursForm): WorkingHoursForm {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, { ...hours.monday }])) as WorkingHoursForm;
}

/**
 * One row per weekday: open switch and from/to times; turning a day off clears its times (spec §4).
 * "Copy Monday's hours to all days" fills the week once Monday is open with both times.
 */
export function WorkingHoursEditor({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  const copyHintId = useId();
  const [copied, setCopied] = useState(false);
  const change = (hours: WorkingHoursForm) => {
    setCopied(false);
    onChange(hours);
  };
  const setTime = (day: Weekday, key: 'fromTime' | 'toTime', time: string) => change({ ...value, [day]: { ...value[day], [key]: time } });
  const monday = value.monday;
  const canCopy = monday.isOpen && Boolean(monday.fromTime) && Boolean(monday.toTime);

  return (
    <Box role="group" aria-labelledby="working-hours-title">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id="working-hours-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('registration.fields.workingHours')}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          startIcon={<ContentCopyOutlined />}
          disabled={!canCopy}
          aria-describedby={canCopy ? undefined : copyHintId}
          onClick={() => {
            onChange(copyMondayToAllDays(value));
            setCopied(true);
          }}
        >
          {t('registration.hours.copyMonday')}
        </Button>
      </Box>
      {!canCopy && (
        <Typography id={copyHintId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('registration.hours.copyMondayHint')}
        </Typography>
      )}
      <Typography role="status" variant="body2" color="success.main" sx={{ mb: copied ? 1 : 0 }}>
        {copied ? t('registration.hours.copiedMonday') : ''}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {WEEKDAYS.map((day) => {
          const hours = value[day];
          const dayName = t(`registration.weekdays.${day}`);
          return (
            <Box
              key={day}
              data-testid={`hours-${day}`}
              sx={{
                display: 'grid',
                gap: 1.5,
                alignItems: 'center',
                gridTemplateColumns: { xs: '1fr 1fr', sm: '180px 1fr 1fr' },
              }}
            >
              <FormControlLabel
                sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, m: 0 }}
                control={<Switch checked={hours.isOpen} onChange={(event) => change(setDayOpen(value, day, event.target.checked))} />}
                label={dayName}
              />
              <TextField
                type="time"
                label={t('registration.hours.from')}
                value={hours.fromTime}
                disabled={!hours.isOpen}
                onChange={(event) => setTime(day, 'fromTime', event.target.value)}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: { 'aria-label': t('registration.hours.dayFrom', { day: dayName }) },
                }}
              />
              <TextField
                type="time"
                label={t('registration.hours.to')}
                value={hours.toTime}
                disabled={!hours.isOpen}
                onChange={(event) => setTime(day, 'toTime', event.target.value)}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: { 'aria-label': t('registration.hours.dayTo', { day: dayName }) },
                }}
              />
            </Box>
          );
        })}
      </Box>
      {error && <FormHelperText error>{translateMessage(error)}</FormHelperText>}
    </Box>
  );
}
