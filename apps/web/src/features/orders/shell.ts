import { lazy } from 'react';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import type { FeatureShell } from '../../navigation/types';
import { ORDER_PATHS } from './paths';

// Their own chunk: the shell loads them after its first render.
const NewOrdersBadge = lazy(() => import('./live/NewOrdersBadge'));
const OrdersLive = lazy(() => import('./live/OrdersLive'));

export const ordersShell: FeatureShell = {
  Live: OrdersLive,
  menu: () => [
    {
      key: 'orders',
      entries: [
        { kind: 'item', key: 'orders', label: 'nav.orders', to: ORDER_PATHS.list, icon: ReceiptLongOutlined, Badge: NewOrdersBadge },
      ],
    },
  ],
};
