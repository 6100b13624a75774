import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import { ROUTES } from '@dhub/contract';
import type { FeatureShell } from '../../navigation/types';

export const walletShell: FeatureShell = {
  menu: () => [
    {
      key: 'wallet',
      entries: [{ kind: 'item', key: 'wallet', label: 'nav.wallet', to: ROUTES.wallet, icon: AccountBalanceWalletOutlined }],
    },
  ],
};
