import type { ReactNode } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { useLookup } from '../api';
import type { Vertical } from '../routeTable';

export interface Option {
  value: string;
  label: string;
}

/** A native select (best on phones and screen readers) with an "All" first option. */
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
  options: readonly Option[];
  allLabel?: string;
  minWidth?: number;
}) {
  const { t } = useTranslation('catalogue');
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
      {allLabel !== undefined && <option value="">{allLabel || t('common.all')}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

export function SearchField({ value, onChange, label }: { value: string; onChange: (value: string) => void; label?: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <TextField
      size="small"
      type="search"
      label={label ?? t('common.searchProducts')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ flex: { sm: '1 1 240px' }, width: { xs: '100%', sm: 'auto' } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
        htmlInput: { maxLength: 100 },
      }}
    />
  );
}

/** Category and brand filters of a vertical (lookups). */
export function CategoryBrandFilters({
  vertical,
  categoryId,
  brandId,
  onChange,
}: {
  vertical: Vertical;
  categoryId: string;
  brandId: string;
  onChange: (patch: { categoryId?: string; brandId?: string }) => void;
}) {
  const { t } = useTranslation('catalogue');
  const categories = useLookup('categories', { vertical });
  const brands = useLookup('brands', { vertical });
  const toOptions = (items: { _id: string; name: string }[] | undefined) =>
    (items ?? []).map((item) => ({ value: item._id, label: item.name }));
  return (
    <>
      <FilterSelect
        label={t('common.category')}
        value={categoryId}
        allLabel=""
        options={toOptions(categories.data)}
        onChange={(value) => onChange({ categoryId: value })}
      />
      <FilterSelect
        label={t('common.brand')}
        value={brandId}
        allLabel=""
        options={toOptions(brands.data)}
        onChange={(value) => onChange({ brandId: value })}
      />
    </>
  );
}

export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: { sm: 'center' } }}>
      {children}
    </Stack>
  );
}
