import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import { ROUTES } from '@dhub/contract';
import type { FeatureShell } from '../../navigation/types';

export const helpShell: FeatureShell = {
  menu: () => [
    {
      key: 'help',
      entries: [
        {
          kind: 'group',
          key: 'help',
          label: 'nav.help',
          icon: HelpOutlineOutlined,
          paths: [ROUTES.faqs, ROUTES.policy],
          links: [
            { label: 'nav.faqs', to: ROUTES.faqs },
            { label: 'nav.policy', to: ROUTES.policy },
          ],
        },
      ],
    },
  ],
};
