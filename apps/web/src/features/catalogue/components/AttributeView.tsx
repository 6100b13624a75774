import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductAttributes } from '@dhub/contract';
import { useLookup } from '../api/lookups';
import type { Vertical } from '../routeTable';
import { ATTRIBUTE_FIELDS, type AttributeField } from './attributes';

function LookupValue({ field, ids, vertical }: { field: Extract<AttributeField, { lookup: unknown }>; ids: string[]; vertical: Vertical }) {
  const lookup = useLookup(field.lookup, { vertical });
  const names = ids.map((id) => lookup.data?.find((item) => item._id === id)?.name ?? '…');
  return <>{names.join(', ')}</>;
}

/** Rows (label, value) of a product's attributes for DetailList. */
export function useAttributeRows(vertical: Vertical, attributes: ProductAttributes): [string, ReactNode][] {
  const { t } = useTranslation('catalogue');
  const rows: [string, ReactNode][] = [];
  for (const field of ATTRIBUTE_FIELDS[vertical]) {
    const value = attributes[field.name];
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    const label = t(`fields.${field.name}`);
    if (field.kind === 'boolean') rows.push([label, value ? t('common.yes') : t('common.no')]);
    else if (field.kind === 'text') rows.push([label, String(value)]);
    else
      rows.push([
        label,
        <LookupValue key={field.name} field={field} ids={Array.isArray(value) ? value : [String(value)]} vertical={vertical} />,
      ]);
  }
  return rows;
}
