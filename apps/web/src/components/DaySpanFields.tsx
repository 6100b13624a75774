import TextField from '@mui/material/TextField';
import { addDays, parseISO } from 'date-fns';

/** The instant a local day (YYYY-MM-DD) starts, `plusDays` later, as ISO 8601. */
const startOfDay = (day: string, plusDays: number) => addDays(parseISO(day), plusDays).toISOString();

/** A list's span of days where the vendor is, as the API's instants: from the first day's midnight to the one after the last day. */
export const daySpanQuery = (from: string, to: string) => ({
  from: from ? startOfDay(from, 0) : undefined,
  to: to ? startOfDay(to, 1) : undefined,
});

/** The From and To day inputs of a list's filters; the contract's span rule, when broken, said under To. */
export function DaySpanFields({
  from,
  to,
  onChange,
  labels,
  error,
}: {
  from: string;
  to: string;
  onChange: (name: 'from' | 'to', value: string) => void;
  labels: { from: string; to: string };
  error: string;
}) {
  return (['from', 'to'] as const).map((name) => (
    <TextField
      key={name}
      type="date"
      size="small"
      label={labels[name]}
      value={name === 'from' ? from : to}
      onChange={(event) => onChange(name, event.target.value)}
      error={name === 'to' && Boolean(error)}
      helperText={name === 'to' ? error || undefined : undefined}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ minWidth: { xs: '100%', sm: 160 } }}
    />
  ));
}
