import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import type { FeatureShell } from '../../navigation/types';
import { ORDER_PATHS } from './paths';

export const ordersShell: FeatureShell = {
  menu: () => [
    { key: 'orders', entries: [{ kind: 'item', key: 'orders', label: 'nav.orders', to: ORDER_PATHS.list, icon: ReceiptLongOutlined }] },
  ],
};
