import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import { ROUTES } from '@dhub/contract';
import type { FeatureShell } from '../../navigation/types';

export const dashboardShell: FeatureShell = {
  menu: () => [
    { key: 'main', entries: [{ kind: 'item', key: 'dashboard', label: 'nav.dashboard', to: ROUTES.dashboard, icon: DashboardOutlined }] },
  ],
};
