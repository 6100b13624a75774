import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { NamedItem } from '@dhub/contract';
import { useWizardField } from './useWizardField';

type SelectName = 'serviceId' | 'countryId' | 'stateId' | 'cityId';

interface Props {
  name: SelectName;
  options: readonly NamedItem[] | undefined;
  loading: boolean;
  disabled?: boolean;
  /** Shown while disabled (e.g. "Choose a country first"). */
  disabledHint?: string;
  /** Runs after the value changed (to clear dependent selects). */
  onSelected?: (value: string) => void;
}

/**
 * A native select (best on phones, keyboard and screen readers) bound to the wizard form.
 */
export function LookupSelect({ name, options, loading, disabled = false, disabledHint, onSelected }: Props) {
  const { t } = useTranslation();
  const field = useWizardField(name, disabled ? disabledHint : undefined);
  return (
    <TextField
      select
      {...field}
      onChange={(event) => {
        field.onChange(event);
        onSelected?.(event.target.value);
      }}
      disabled={disabled}
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{loading ? t('app.loading') : t('registration.placeholders.select')}</option>
      {(options ?? []).map((option) => (
        <option key={option._id} value={option._id}>
          {option.name}
        </option>
      ))}
    </TextField>
  );
}
