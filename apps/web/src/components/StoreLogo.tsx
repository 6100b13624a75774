import Avatar from '@mui/material/Avatar';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { useTranslation } from 'react-i18next';

/** A store's logo (a shop icon when it has none), named for screen readers. */
export function StoreLogo({ store, size }: { store: { name: string; logo: string | null }; size: number }) {
  const { t } = useTranslation();
  return (
    <Avatar
      variant="rounded"
      src={store.logo ?? undefined}
      alt={t('dashboard.logoAlt', { name: store.name })}
      sx={{ width: size, height: size, bgcolor: 'primary.light', flexShrink: 0 }}
    >
      <StorefrontOutlined />
    </Avatar>
  );
}
