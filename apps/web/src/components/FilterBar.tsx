import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';

/** The row of a list's search and filters (a column on phones). */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: { sm: 'center' } }}>
      {children}
    </Stack>
  );
}
