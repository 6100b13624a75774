import { useId, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useUiTexts } from './UiTexts';

/**
 * The row of a list's search (`children`) and filters. On a phone the filters fold behind one
 * "Filters" button that says how many are set, so the list starts near the top of the screen.
 */
export function FilterBar({ children, filters, activeFilters = 0 }: { children: ReactNode; filters?: ReactNode; activeFilters?: number }) {
  const texts = useUiTexts();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const filtersId = useId();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: { sm: 'center' } }}>
      {children}
      {filters && phone && (
        <Button
          variant="outlined"
          startIcon={<FilterListIcon />}
          aria-expanded={open}
          aria-controls={filtersId}
          onClick={() => setOpen((value) => !value)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {activeFilters > 0 ? `${texts.filters} (${activeFilters})` : texts.filters}
        </Button>
      )}
      {filters &&
        (phone ? (
          <Collapse in={open} id={filtersId} unmountOnExit>
            <Stack spacing={1.5}>{filters}</Stack>
          </Collapse>
        ) : (
          filters
        ))}
    </Stack>
  );
}
