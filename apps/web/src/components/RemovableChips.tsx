import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CancelIcon from '@mui/icons-material/Cancel';
import { useTranslation } from 'react-i18next';

/** A list of values as chips, each with a remove button (labelled for screen readers). */
export function RemovableChips({
  label,
  values,
  onChange,
}: {
  label: string;
  values: readonly string[];
  onChange: (list: string[]) => void;
}) {
  const { t } = useTranslation();
  if (values.length === 0) return null;
  return (
    <Box component="ul" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1 }}>
      {values.map((value) => (
        <li key={value}>
          <Chip
            label={value}
            onDelete={() => onChange(values.filter((item) => item !== value))}
            deleteIcon={<CancelIcon titleAccess={t('common.removeItem', { item: value })} />}
          />
        </li>
      ))}
    </Box>
  );
}
