import Avatar from '@mui/material/Avatar';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';

/** A product's picture, or a parcel icon without one. */
export function ProductThumb({ src, name, size = 48 }: { src?: string; name: string; size?: number }) {
  return (
    <Avatar variant="rounded" src={src} alt={name} sx={{ width: size, height: size, bgcolor: 'action.hover', color: 'text.secondary' }}>
      <Inventory2Outlined fontSize="small" />
    </Avatar>
  );
}
