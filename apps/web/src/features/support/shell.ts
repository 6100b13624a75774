import { lazy } from 'react';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { ROUTES } from '@dhub/contract';
import type { FeatureShell } from '../../navigation/types';

// Their own chunk: the shell loads them after its first render.
const SupportBadge = lazy(() => import('./live/SupportBadge'));
const SupportLive = lazy(() => import('./live/SupportLive'));

export const supportShell: FeatureShell = {
  Live: SupportLive,
  menu: () => [
    {
      key: 'support',
      entries: [
        { kind: 'item', key: 'support', label: 'nav.support', to: ROUTES.supportTicket, icon: SupportAgentOutlined },
        { kind: 'item', key: 'liveChat', label: 'nav.liveChat', to: ROUTES.liveChat, icon: ForumOutlined, Badge: SupportBadge },
      ],
    },
  ],
};
