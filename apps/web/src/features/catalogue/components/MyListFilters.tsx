import { useTranslation } from 'react-i18next';
import { MY_LIST_SORT_FIELDS, STOCK_STATES, type StockState } from '@dhub/contract';
import { FilterSelect } from '../../../components/FilterSelect';
import type { MyListQuery } from '../api/myList';
import type { Vertical } from '../routeTable';
import { CategoryBrandFilters } from './CategoryBrandFilters';

type SortField = (typeof MY_LIST_SORT_FIELDS)[number];
type Sort = `${SortField}:${'asc' | 'desc'}`;

/** Every sort the list takes (the contract's fields, each way). */
const SORTS: readonly Sort[] = MY_LIST_SORT_FIELDS.flatMap((field) => [`${field}:asc`, `${field}:desc`] as const);
const sortLabel = (sort: Sort) => `list.sorts.${sort.replace(':', '_') as `${SortField}_${'asc' | 'desc'}`}` as const;

/** The list's filters and sort as the selects hold them ('' = no filter). */
export interface MyListFilterValues {
  categoryId: string;
  brandId: string;
  stockState: '' | StockState;
  isAvailable: '' | 'true' | 'false';
  sort: Sort;
}

/** The contract's default sort (newest first), no filter. */
export const NO_FILTERS: MyListFilterValues = { categoryId: '', brandId: '', stockState: '', isAvailable: '', sort: 'createdAt:desc' };

/** How many filters are set (the sort is not a filter). */
export const activeFilterCount = ({ sort: _sort, ...rest }: MyListFilterValues): number => Object.values(rest).filter(Boolean).length;

/** The query of the filters (without search and page). */
export function filtersQuery(filters: MyListFilterValues): Omit<MyListQuery, 'searchQuery' | 'page' | 'limit'> {
  const [sort, order] = filters.sort.split(':') as [SortField, 'asc' | 'desc'];
  return {
    categoryId: filters.categoryId || undefined,
    brandId: filters.brandId || undefined,
    stockState: filters.stockState || undefined,
    isAvailable: filters.isAvailable || undefined,
    sort,
    order,
  };
}

/** Category and brand (one vertical only), stock state, availability and sort. */
export function MyListFilters({
  filters,
  vertical,
  onChange,
}: {
  filters: MyListFilterValues;
  /** null: the all-products list (no category or brand filter). */
  vertical: Vertical | null;
  onChange: (patch: Partial<MyListFilterValues>) => void;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <>
      {vertical && (
        <CategoryBrandFilters vertical={vertical} categoryId={filters.categoryId} brandId={filters.brandId} onChange={onChange} />
      )}
      <FilterSelect
        label={t('list.stockState')}
        value={filters.stockState}
        allLabel=""
        minWidth={130}
        options={STOCK_STATES.map((value) => ({ value, label: t(`list.stockStates.${value}`) }))}
        onChange={(value) => onChange({ stockState: value as MyListFilterValues['stockState'] })}
      />
      <FilterSelect
        label={t('list.availability')}
        value={filters.isAvailable}
        allLabel=""
        minWidth={130}
        options={[
          { value: 'true', label: t('list.availableOnly') },
          { value: 'false', label: t('list.unavailableOnly') },
        ]}
        onChange={(value) => onChange({ isAvailable: value as MyListFilterValues['isAvailable'] })}
      />
      <FilterSelect
        label={t('list.sort')}
        value={filters.sort}
        options={SORTS.map((value) => ({ value, label: t(sortLabel(value)) }))}
        onChange={(value) => onChange({ sort: value as Sort })}
      />
    </>
  );
}
