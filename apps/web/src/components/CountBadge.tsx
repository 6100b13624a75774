import Chip from '@mui/material/Chip';
import { visuallyHidden } from './visuallyHidden';

/** A menu entry's count (nothing when zero or unknown): the number shown, what it counts said to screen readers. */
export function CountBadge({ count, label }: { count: number | undefined; label: string }) {
  if (!count) return null;
  return (
    <>
      <Chip
        component="span"
        size="small"
        color="warning"
        label={count}
        aria-hidden
        sx={{ height: 20, fontWeight: 700, marginInlineStart: 1 }}
      />
      <span style={visuallyHidden}>{label}</span>
    </>
  );
}
