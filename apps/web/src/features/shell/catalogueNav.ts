import type { SvgIconComponent } from '@mui/icons-material';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalGroceryStoreOutlined from '@mui/icons-material/LocalGroceryStoreOutlined';
import MedicationOutlined from '@mui/icons-material/MedicationOutlined';
import RestaurantOutlined from '@mui/icons-material/RestaurantOutlined';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import { CATALOGUE_VERTICALS, type StoreSummary } from '@dhub/contract';
import { CATEGORY_ROUTES, PRODUCT_ROUTES, VERTICAL_ROUTES, type Vertical } from '../catalogue/routeTable';

export interface NavLinkDef {
  /** i18n key under `catalogueNav.` */
  key:
    | 'masterCatalogue'
    | 'myList'
    | 'requests'
    | 'pendingCategories'
    | 'pendingSubcategories'
    | 'rejectedCategories'
    | 'rejectedSubcategories'
    | 'productList'
    | 'productRequests';
  to: string;
}

export interface NavGroupDef {
  /** i18n key under `catalogueNav.` */
  key: Vertical | 'categories' | 'products';
  icon: SvgIconComponent;
  links: NavLinkDef[];
  /** Every path of the group (the group opens on any of them). */
  paths: string[];
}

const ICONS: Record<Vertical, SvgIconComponent> = {
  grocery: LocalGroceryStoreOutlined,
  food: RestaurantOutlined,
  shopping: ShoppingBagOutlined,
  medicine: MedicationOutlined,
};

/** Sidebar groups: one per vertical the vendor's stores sell, then products and categories. */
export function catalogueNavGroups(stores: readonly StoreSummary[]): NavGroupDef[] {
  const verticals = CATALOGUE_VERTICALS.filter((vertical) => stores.some((store) => store.service?.kind === vertical));
  if (verticals.length === 0) return [];
  return [
    ...verticals.map((vertical) => ({
      key: vertical,
      icon: ICONS[vertical],
      paths: Object.values(VERTICAL_ROUTES[vertical]),
      links: [
        { key: 'myList' as const, to: VERTICAL_ROUTES[vertical].list },
        { key: 'masterCatalogue' as const, to: VERTICAL_ROUTES[vertical].browse },
        { key: 'requests' as const, to: VERTICAL_ROUTES[vertical].requests },
      ],
    })),
    {
      key: 'products',
      icon: Inventory2Outlined,
      paths: Object.values(PRODUCT_ROUTES),
      links: [
        { key: 'productList', to: `${PRODUCT_ROUTES.list!}?vertical=all` },
        { key: 'productRequests', to: PRODUCT_ROUTES.requests! },
      ],
    },
    {
      key: 'categories',
      icon: CategoryOutlined,
      paths: Object.values(CATEGORY_ROUTES),
      links: (Object.keys(CATEGORY_ROUTES) as (keyof typeof CATEGORY_ROUTES)[]).map((key) => ({ key, to: CATEGORY_ROUTES[key] })),
    },
  ];
}
