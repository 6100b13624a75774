import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import { ROUTES } from '@dhub/contract';
import type { FeatureShell } from '../../navigation/types';

export const couponsShell: FeatureShell = {
  menu: () => [
    { key: 'coupons', entries: [{ kind: 'item', key: 'coupons', label: 'nav.coupons', to: ROUTES.coupons, icon: LocalOfferOutlined }] },
  ],
};
