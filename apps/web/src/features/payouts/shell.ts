import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { ROUTES } from '@dhub/contract';
import type { FeatureShell } from '../../navigation/types';

export const payoutsShell: FeatureShell = {
  menu: () => [
    { key: 'payouts', entries: [{ kind: 'item', key: 'payouts', label: 'nav.payouts', to: ROUTES.payout, icon: PaymentsOutlined }] },
  ],
};
