import type { SvgIconComponent } from '@mui/icons-material';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalGroceryStoreOutlined from '@mui/icons-material/LocalGroceryStoreOutlined';
import MedicationOutlined from '@mui/icons-material/MedicationOutlined';
import RestaurantOutlined from '@mui/icons-material/RestaurantOutlined';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import { CATALOGUE_VERTICALS, isCatalogueVertical, type StoreSummary } from '@dhub/contract';
import type { FeatureShell, NavGroupEntry } from '../../navigation/types';
import { CATEGORY_ROUTES, catalogueRouteOf, PRODUCT_ROUTES, VERTICAL_ROUTES, type Vertical } from './routeTable';

const ICONS: Record<Vertical, SvgIconComponent> = {
  grocery: LocalGroceryStoreOutlined,
  food: RestaurantOutlined,
  shopping: ShoppingBagOutlined,
  medicine: MedicationOutlined,
};

const link = (key: string, to: string) => ({ label: `catalogueNav.${key}`, to });

const allProductsGroup: NavGroupEntry = {
  kind: 'group',
  key: 'products',
  label: 'catalogueNav.products',
  icon: Inventory2Outlined,
  paths: Object.values(PRODUCT_ROUTES),
  links: [link('productList', `${PRODUCT_ROUTES.list!}?vertical=all`), link('productRequests', PRODUCT_ROUTES.requests!)],
};

/**
 * Menu groups: one per vertical the vendor's stores sell, then categories. The all-verticals
 * product pages get a group only when there are two verticals to combine; with one, they would
 * repeat that vertical's own links.
 */
export function catalogueNavGroups(stores: readonly StoreSummary[]): NavGroupEntry[] {
  const verticals = CATALOGUE_VERTICALS.filter((vertical) => stores.some((store) => store.service?.kind === vertical));
  if (verticals.length === 0) return [];
  return [
    ...verticals.map((vertical): NavGroupEntry => ({
      kind: 'group',
      key: vertical,
      label: `catalogueNav.${vertical}`,
      icon: ICONS[vertical],
      paths: Object.values(VERTICAL_ROUTES[vertical]),
      links: [
        link('myList', VERTICAL_ROUTES[vertical].list),
        link('masterCatalogue', VERTICAL_ROUTES[vertical].browse),
        link('requests', VERTICAL_ROUTES[vertical].requests),
      ],
    })),
    ...(verticals.length < 2 ? [] : [allProductsGroup]),
    {
      kind: 'group',
      key: 'categories',
      label: 'catalogueNav.categories',
      icon: CategoryOutlined,
      paths: Object.values(CATEGORY_ROUTES),
      links: (Object.keys(CATEGORY_ROUTES) as (keyof typeof CATEGORY_ROUTES)[]).map((key) => link(key, CATEGORY_ROUTES[key])),
    },
  ];
}

export const catalogueShell: FeatureShell = {
  menu: (stores) => {
    const entries = catalogueNavGroups(stores);
    return entries.length ? [{ key: 'catalogue', heading: 'catalogueNav.catalogue', entries }] : [];
  },
  // On a page of another vertical, follow the store to its vertical (an item's page: to the list).
  followStore: (pathname, store) => {
    const route = catalogueRouteOf(pathname);
    const kind = store.service?.kind;
    if (!route?.vertical || !isCatalogueVertical(kind) || kind === route.vertical) return null;
    return VERTICAL_ROUTES[kind][route.kind === 'browse' || route.kind === 'requests' ? route.kind : 'list'];
  },
};
