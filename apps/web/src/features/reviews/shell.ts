import StarBorderOutlined from '@mui/icons-material/StarBorderOutlined';
import { ROUTES } from '@dhub/contract';
import type { FeatureShell } from '../../navigation/types';

export const reviewsShell: FeatureShell = {
  menu: () => [
    { key: 'reviews', entries: [{ kind: 'item', key: 'reviews', label: 'nav.reviews', to: ROUTES.reviews, icon: StarBorderOutlined }] },
  ],
};
