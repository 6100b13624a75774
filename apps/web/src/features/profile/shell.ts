import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { ROUTES } from '@dhub/contract';
import type { FeatureShell } from '../../navigation/types';

/** The vendor's own pages, in the top bar's account menu. */
export const profileShell: FeatureShell = {
  menu: () => [],
  account: [
    { key: 'userProfile', label: 'account.userProfile', to: ROUTES.userProfile, icon: PersonOutlined },
    { key: 'storeProfile', label: 'account.storeProfile', to: ROUTES.profile, icon: StorefrontOutlined },
    { key: 'documents', label: 'account.documents', to: ROUTES.profileVerify, icon: BadgeOutlined },
    { key: 'bankDetails', label: 'account.bankDetails', to: ROUTES.bankDetails, icon: AccountBalanceOutlined },
  ],
};
