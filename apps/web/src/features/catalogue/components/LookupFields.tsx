import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLookup, type LookupName, type LookupQuery } from '../api/lookups';
import type { RequestFormBody, RequestFormValues } from '../forms/requestForm';
import type { Vertical } from '../routeTable';

type LookupFieldName = 'categoryId' | 'subcategoryId' | 'childCategoryId' | 'brandId' | 'unitId' | `attributes.${string}`;

/** A choice of one lookup entry (a native select; none loaded while disabled). */
export function LookupField({
  control,
  name,
  label,
  lookup,
  query,
  disabled,
  required,
  error,
  onPicked,
}: {
  control: Control<RequestFormValues, unknown, RequestFormBody>;
  name: LookupFieldName;
  label: string;
  lookup: LookupName;
  query: LookupQuery;
  disabled?: boolean;
  required?: boolean;
  error?: string;
  onPicked?: () => void;
}) {
  const { t } = useTranslation('catalogue');
  const items = useLookup(lookup, query, !disabled);
  return (
    <Controller
      name={name as 'categoryId'}
      control={control}
      render={({ field }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          onChange={(event) => (field.onChange(event.target.value), onPicked?.())}
          select
          label={label}
          required={required}
          disabled={disabled}
          error={Boolean(error)}
          helperText={error}
          fullWidth
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{items.isFetching ? t('common.search') : t('common.none')}</option>
          {(items.data ?? []).map((item) => (
            <option key={item._id} value={item._id}>
              {item.name}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}

/** A choice of several ecommerce values (sizes, colours, materials). */
export function MultiLookupField({
  control,
  name,
  label,
  lookup,
  vertical,
}: {
  control: Control<RequestFormValues, unknown, RequestFormBody>;
  name: 'attributes.attributeIds';
  label: string;
  lookup: LookupName;
  vertical: Vertical;
}) {
  const items = useLookup(lookup, { vertical });
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <TextField
          select
          label={label}
          value={field.value ?? []}
          onChange={(event) => field.onChange(event.target.value as unknown as string[])}
          fullWidth
          slotProps={{
            select: {
              multiple: true,
              renderValue: (selected) =>
                (selected as string[]).map((id) => items.data?.find((item) => item._id === id)?.name ?? id).join(', '),
            },
          }}
        >
          {(items.data ?? []).map((item) => (
            <MenuItem key={item._id} value={item._id}>
              {item.group ? `${item.name} (${item.group})` : item.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
