import { useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { addPincode } from '@dhub/contract';
import { RemovableChips } from '../../../components/RemovableChips';
import { translateMessage } from '../../../i18n';

interface Props {
  id: string;
  label: string;
  value: string[];
  onChange: (list: string[]) => void;
  /** An error from the step check or the server. */
  error?: string;
}

/** Delivery pincode list: add on Enter or the Add button; blanks ignored, duplicates rejected (spec §5). */
export function PincodeInput({ id, label, value, onChange, error }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);

  const add = () => {
    const result = addPincode(value, draft);
    if (!result.ok) {
      setLocalError(result.error);
      return;
    }
    setLocalError(null);
    setDraft('');
    if (result.list.length !== value.length) onChange(result.list);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  const shownError = localError ?? error;
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          id={id}
          label={label}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            if (localError) setLocalError(null);
          }}
          onKeyDown={onKeyDown}
          error={Boolean(shownError)}
          helperText={shownError ? translateMessage(shownError) : t('registration.hints.pincodeList')}
          autoComplete="off"
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'text', maxLength: 10 } }}
        />
        <Button variant="outlined" onClick={add} sx={{ flexShrink: 0, height: 40 }}>
          {t('common.add')}
        </Button>
      </Box>
      <RemovableChips label={label} values={value} onChange={onChange} />
    </Box>
  );
}
