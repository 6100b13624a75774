import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUiTexts } from '../../../components/UiTexts';
import { useCatalogueKind, useScope } from '../scope';

/** Product and category pages: the vendor's verticals as tabs (shown when it sells in several). */
export function VerticalSelector() {
  const { t } = useTranslation('catalogue');
  const ui = useUiTexts();
  const { vertical, verticals, selectable, allVerticals } = useScope();
  const kind = useCatalogueKind();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The product list also shows every store and vertical at once ("All").
  const withAll = kind === 'list';
  if (!selectable || (verticals.length < 2 && !withAll)) return null;
  return (
    <Tabs
      value={allVerticals ? 'all' : vertical}
      onChange={(_event, next: string) => void navigate(`${pathname}?vertical=${next}`, { replace: true })}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={t('common.vertical')}
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {withAll && <Tab value="all" label={ui.all} />}
      {verticals.map((value) => (
        <Tab key={value} value={value} label={t(`verticals.${value}`)} />
      ))}
    </Tabs>
  );
}
