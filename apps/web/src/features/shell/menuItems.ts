import type { SvgIconComponent } from '@mui/icons-material';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import { ROUTES } from '@dhub/contract';

export interface MenuItemDef {
  /** i18n key under `nav.` */
  key: 'dashboard';
  to: string;
  icon: SvgIconComponent;
}

/** The sidebar menu; later issues add their routes here. */
export const MENU_ITEMS: readonly MenuItemDef[] = [{ key: 'dashboard', to: ROUTES.dashboard, icon: DashboardOutlined }];
