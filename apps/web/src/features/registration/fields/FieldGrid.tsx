import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A titled group of fields in a responsive grid (one column on phones, two from sm). */
export function FieldGrid({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, '& + &': { mt: 3 } }}>
      {title && (
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5, p: 0 }}>
          {title}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>{children}</Box>
    </Box>
  );
}

/** A grid child spanning the full row. */
export function FullRow({ children }: { children: ReactNode }) {
  return <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>{children}</Box>;
}
