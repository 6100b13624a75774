import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';

/** A compact error banner (lighter than MUI Alert, for the first page). */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <Box
      role="alert"
      sx={(theme) => ({
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        px: 2,
        py: 1.5,
        borderRadius: 1,
        color: theme.palette.mode === 'dark' ? theme.palette.error.light : theme.palette.error.dark,
        bgcolor: theme.palette.mode === 'dark' ? 'rgba(244, 67, 54, 0.12)' : 'rgba(211, 47, 47, 0.08)',
        border: `1px solid ${theme.palette.error.main}`,
        typography: 'body2',
      })}
    >
      <ErrorOutlined fontSize="small" aria-hidden sx={{ mt: '1px' }} />
      <span>{children}</span>
    </Box>
  );
}
