import { useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { addPincode } from '@dhub/contract';
import { RemovableChips } from '../../../components/RemovableChips';
import { translateMessage } from '../../../i18n';
import { usePendingDraft } from '../draftsContext';

interface Props {
  id: string;
  label: string;
  value: string[];
  onChange: (list: string[]) => void;
  /** An error from the step check or the server. */
  error?: string;
  /** Called when the typed text changes (to clear an error from the step check or the server). */
  onEdit?: () => void;
}

/**
 * Delivery pincode list: added on Enter, the Add button, when the box loses focus, and when the
 * wizard's Next is pressed (a typed pincode is never lost); blanks ignored, duplicates rejected
 * with the spec's text (§5), which stays beside the box with the typed value.
 */
export function PincodeInput({ id, label, value, onChange, error, onEdit }: Props) {
  const { t } = useTranslation();
  const [draft, setDraftState] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  // Read by the wizard's flush and by blur, which may run before React re-renders.
  const draftRef = useRef('');
  const valueRef = useRef(value);
  useLayoutEffect(() => {
    valueRef.current = value;
  }, [value]);

  const setDraft = (text: string) => {
    draftRef.current = text;
    setDraftState(text);
  };

  /** Adds the typed pincode; returns the error that kept it out, or null. */
  const commit = useCallback((): string | null => {
    const list = valueRef.current;
    const result = addPincode(list, draftRef.current);
    if (!result.ok) {
      setLocalError(result.error);
      return result.error;
    }
    setLocalError(null);
    draftRef.current = '';
    setDraftState('');
    if (result.list.length !== list.length) {
      valueRef.current = result.list;
      onChange(result.list);
    }
    return null;
  }, [onChange]);

  usePendingDraft('deliveryPincode', commit);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
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
            onEdit?.();
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (draftRef.current.trim()) commit();
          }}
          error={Boolean(shownError)}
          helperText={shownError ? translateMessage(shownError) : t('registration.hints.pincodeList')}
          autoComplete="off"
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'text', maxLength: 10 }, formHelperText: { role: shownError ? 'alert' : undefined } }}
        />
        <Button variant="outlined" onClick={() => commit()} sx={{ flexShrink: 0, height: 40 }}>
          {t('common.add')}
        </Button>
      </Box>
      <RemovableChips label={label} values={value} onChange={onChange} />
    </Box>
  );
}
