import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

interface Props {
  value: number;
  label: string;
  integer?: boolean;
  disabled?: boolean;
  /** Called on Enter or blur with a changed, valid value. */
  onSave: (value: number) => void;
  width?: number;
}

/** A compact number input of a table row: saves on Enter or blur, Escape puts the value back. */
export function InlineNumberField({ value, label, integer = false, disabled, onSave, width = 110 }: Props) {
  const { t } = useTranslation('catalogue');
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? String(value);
  const parsed = text.trim() === '' ? NaN : Number(text);
  const invalid = draft !== null && (!Number.isFinite(parsed) || parsed < 0 || (integer && !Number.isInteger(parsed)));

  const commit = () => {
    if (draft === null) return;
    if (invalid) return;
    setDraft(null);
    if (parsed !== value) onSave(parsed);
  };

  return (
    <TextField
      size="small"
      type="number"
      value={text}
      disabled={disabled}
      error={invalid}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => (invalid ? setDraft(null) : commit())}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        } else if (event.key === 'Escape') {
          setDraft(null);
        }
      }}
      title={invalid ? t(integer ? 'validation.integer' : 'validation.number') : t('hints.inlineEdit')}
      sx={{ width }}
      slotProps={{
        htmlInput: {
          'aria-label': label,
          min: 0,
          step: integer ? 1 : 0.01,
          inputMode: integer ? 'numeric' : 'decimal',
          'aria-invalid': invalid,
        },
      }}
    />
  );
}
