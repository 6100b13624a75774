import { useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useMoneyInput } from '../../../hooks/useMoney';
import { translateMessage } from '../../../i18n';

interface Props {
  value: number;
  label: string;
  /** The contract's rule of the field (e.g. the update body's `price`): a value it refuses is not saved. */
  rule: z.ZodType;
  disabled?: boolean;
  /** Called on Enter or blur with a changed, valid value. */
  onSave: (value: number) => void;
  width?: number;
  /**
   * An amount of money: `value` and the saved value in paise, shown and typed in rupees in the
   * page's language with its currency symbol (converted exactly, a fraction of a paisa refused by the rule).
   */
  money?: boolean;
}

/** A compact number input of a table row: saves on Enter or blur, Escape puts the value back. */
export function InlineNumberField({ value, label, rule, disabled, onSave, width = 110, money }: Props) {
  const { t } = useTranslation('catalogue');
  const amount = useMoneyInput();
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? (money ? amount.minorToText(value) : String(value));
  const parsed = text.trim() === '' ? NaN : money ? amount.toMinor(text) : Number(text);
  const problem = draft === null ? undefined : rule.safeParse(parsed).error?.issues[0]?.message;
  const invalid = problem !== undefined;
  // Paise are whole, but rupees are typed with decimals.
  const integer = !money && !rule.safeParse(0.5).success;

  const commit = () => {
    if (draft === null || invalid) return;
    setDraft(null);
    if (parsed !== value) onSave(parsed);
  };

  return (
    <TextField
      size="small"
      type={money ? 'text' : 'number'}
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
      title={invalid ? translateMessage(problem) : t('hints.inlineEdit')}
      sx={{ width: money ? width + 24 : width }}
      slotProps={{
        ...(money && {
          input: {
            [amount.symbolFirst ? 'startAdornment' : 'endAdornment']: (
              <InputAdornment position={amount.symbolFirst ? 'start' : 'end'}>{amount.symbol}</InputAdornment>
            ),
          },
        }),
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
