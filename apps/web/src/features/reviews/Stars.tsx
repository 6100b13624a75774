import Rating from '@mui/material/Rating';
import { useTranslation } from 'react-i18next';
import { REVIEWS_NS } from './i18n';

/** A rating shown as stars, named for screen readers in the page's language. */
export function Stars({ value, size = 'small' }: { value: number; size?: 'small' | 'medium' | 'large' }) {
  const { t } = useTranslation(REVIEWS_NS);
  return (
    <Rating
      value={value}
      precision={0.1}
      readOnly
      size={size}
      getLabelText={(rating) => t('stars', { rating })}
      aria-label={t('stars', { rating: value })}
    />
  );
}
