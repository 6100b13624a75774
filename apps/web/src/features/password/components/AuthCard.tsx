import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Logo } from '../../../components/Logo';

/** The card of a password recovery screen, as the sign-in page's: the logo, its h1 and what to do. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', px: 2, py: { xs: 2, sm: 4 } }}>
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'center', mb: 3, textAlign: 'center' }}>
            <Logo />
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {subtitle}
            </Typography>
          </Box>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
