import { useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { addKeywords } from '@dhub/contract';
import { RemovableChips } from '../../../components/RemovableChips';
import { translateMessage } from '../../../i18n';

interface Props {
  id: string;
  label: string;
  value: string[];
  onChange: (list: string[]) => void;
  error?: string;
}

/**
 * Keyword chips (spec §5): added on Enter or on a comma; a pasted comma list is split; each
 * trimmed, blanks dropped. Text left in the box is added when it loses focus, so nothing typed
 * is silently lost on submit.
 */
export function KeywordsInput({ id, label, value, onChange, error }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');

  const commit = (raw: string) => {
    const next = addKeywords(value, raw);
    if (next.length !== value.length) onChange(next);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(draft);
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <Box>
      <TextField
        id={id}
        label={label}
        value={draft}
        onChange={(event) => {
          const text = event.target.value;
          if (text.includes(',')) commit(text);
          else setDraft(text);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => draft.trim() && commit(draft)}
        error={Boolean(error)}
        helperText={error ? translateMessage(error) : t('registration.hints.keywords')}
        autoComplete="off"
        fullWidth
      />
      <RemovableChips label={label} values={value} onChange={onChange} />
    </Box>
  );
}
