import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { StoreItem } from '@dhub/contract';
import { ProductThumb } from './ProductThumb';

/** The photos to show for a store item: its own, else its master product's. */
export function itemPhotos(item: Pick<StoreItem, 'images' | 'product'>): string[] {
  return item.images.length ? item.images : item.product.images;
}

/** The item's photos on its detail page: the first large, the others small, and whose they are. */
export function ItemPhotos({ item }: { item: StoreItem }) {
  const { t } = useTranslation('catalogue');
  const photos = itemPhotos(item);
  const [first, ...others] = photos;
  const alt = (index: number) => t('item.photo', { index: index + 1 });
  if (!first) return <ProductThumb name={item.product.name} size={120} />;
  return (
    <Box component="figure" sx={{ m: 0, flexShrink: 0, maxWidth: { xs: '100%', sm: 248 } }}>
      <Box
        component="img"
        src={first}
        alt={alt(0)}
        sx={{
          width: { xs: '100%', sm: 248 },
          maxWidth: 248,
          aspectRatio: '1',
          objectFit: 'cover',
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          display: 'block',
        }}
      />
      {others.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          {others.map((src, index) => (
            <Box
              key={`${index}-${src}`}
              component="img"
              src={src}
              alt={alt(index + 1)}
              sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
            />
          ))}
        </Stack>
      )}
      <Typography component="figcaption" variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {item.images.length ? t('item.ownPhotos') : t('item.cataloguePhotos')}
      </Typography>
    </Box>
  );
}
