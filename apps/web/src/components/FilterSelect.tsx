import TextField from '@mui/material/TextField';
import { useUiTexts } from './UiTexts';

export interface FilterOption {
  value: string;
  label: string;
}

/** A native select (best on phones and screen readers); `allLabel` adds a first "no filter" option ('' → "All"). */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
  allLabel,
  minWidth = 160,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly FilterOption[];
  allLabel?: string;
  minWidth?: number;
}) {
  const texts = useUiTexts();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: { xs: '100%', sm: minWidth } }}
    >
      {allLabel !== undefined && <option value="">{allLabel || texts.all}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
