import DeliveryDiningOutlined from '@mui/icons-material/DeliveryDiningOutlined';
import { ROUTES } from '@dhub/contract';
import type { FeatureShell } from '../../navigation/types';

/** A delivery boy belongs to one store: switching store on one's page goes back to the list. */
const ONE_DELIVERY_BOY: readonly string[] = [ROUTES.viewDeliveryBoy, ROUTES.editDeliveryBoy];

export const deliveryBoysShell: FeatureShell = {
  menu: (stores) =>
    stores.some((store) => store.service.kind !== 'booking')
      ? [
          {
            key: 'deliveryBoys',
            entries: [
              {
                kind: 'item',
                key: 'deliveryBoys',
                label: 'nav.deliveryBoys',
                to: ROUTES.deliveryBoys,
                icon: DeliveryDiningOutlined,
              },
            ],
          },
        ]
      : [],
  followStore: (pathname) => (ONE_DELIVERY_BOY.includes(pathname) ? ROUTES.deliveryBoys : null),
};
