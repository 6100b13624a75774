import { useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { translateMessage } from '../i18n';
import { RemovableChips } from './RemovableChips';

/** What adding typed text gives: the new list, or the list as it was and why the text was kept out (a contract text). */
export type ListAddition = { list: string[]; error?: string };

/**
 * A list edited as chips (delivery pincodes, keywords): typed text is added by the contract's rule
 * (`add`) on Enter, the Add button, losing focus, and on a comma when `commaAdds`; a refused entry
 * stays in the box with the rule's message. Backspace in an empty box removes the last chip.
 */
export function ChipListInput({
  id,
  label,
  hint,
  addLabel,
  value,
  onChange,
  add,
  commaAdds = false,
  error,
}: {
  id: string;
  label: string;
  hint: string;
  addLabel: string;
  value: string[];
  onChange: (list: string[]) => void;
  add: (list: readonly string[], raw: string) => ListAddition;
  commaAdds?: boolean;
  /** An error of the form (the schema's or the server's). */
  error?: string;
}) {
  const [draft, setDraft] = useState('');
  const [refused, setRefused] = useState<string | null>(null);

  const commit = (raw: string) => {
    const result = add(value, raw);
    if (result.error) {
      setDraft(raw);
      setRefused(result.error);
      return;
    }
    setRefused(null);
    setDraft('');
    if (result.list.length !== value.length) onChange(result.list);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(draft);
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const shown = refused ?? error;
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          id={id}
          label={label}
          value={draft}
          onChange={(event) => {
            const text = event.target.value;
            setRefused(null);
            if (commaAdds && text.includes(',')) commit(text);
            else setDraft(text);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => draft.trim() && commit(draft)}
          error={Boolean(shown)}
          helperText={shown ? translateMessage(shown) : hint}
          autoComplete="off"
          fullWidth
          slotProps={{ formHelperText: { role: shown ? 'alert' : undefined } }}
        />
        <Button variant="outlined" onClick={() => commit(draft)} sx={{ flexShrink: 0, height: 56 }}>
          {addLabel}
        </Button>
      </Box>
      <RemovableChips label={label} values={value} onChange={onChange} />
    </Box>
  );
}
