import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import { ROUTES } from '@dhub/contract';
import type { FeatureShell } from '../../navigation/types';

export const subscriptionShell: FeatureShell = {
  menu: () => [
    {
      key: 'subscription',
      entries: [{ kind: 'item', key: 'subscription', label: 'nav.subscription', to: ROUTES.subscription, icon: WorkspacePremiumOutlined }],
    },
  ],
};
