import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { setDayOpen, WEEKDAYS, type Weekday, type WorkingHoursForm } from '@dhub/contract';
import { translateMessage } from '../../../i18n';

interface Props {
  value: WorkingHoursForm;
  onChange: (hours: WorkingHoursForm) => void;
  error?: string;
}

/** One row per weekday: open switch and from/to times; turning a day off clears its times (spec §4). */
export function WorkingHoursEditor({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  const setTime = (day: Weekday, key: 'fromTime' | 'toTime', time: string) => onChange({ ...value, [day]: { ...value[day], [key]: time } });

  return (
    <Box role="group" aria-labelledby="working-hours-title">
      <Typography id="working-hours-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('registration.fields.workingHours')}
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
                control={<Switch checked={hours.isOpen} onChange={(event) => onChange(setDayOpen(value, day, event.target.checked))} />}
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
