import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/FilterSelect';
import { useLookup, type LookupOption } from '../api/lookups';
import type { Vertical } from '../routeTable';

const toOptions = (items: LookupOption[] | undefined) => (items ?? []).map((item) => ({ value: item._id, label: item.name }));

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
