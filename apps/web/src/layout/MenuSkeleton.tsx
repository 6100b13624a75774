import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/**
 * Stand-ins for the menu entries that depend on the vendor's stores while the profile loads, so
 * the menu keeps its place instead of popping in.
 */
export function MenuSkeleton({ horizontal = false, mini = false }: { horizontal?: boolean; mini?: boolean }) {
  const entries = Array.from({ length: horizontal ? 3 : 4 }, (_, index) => index);
  if (horizontal) {
    return entries.map((index) => <Skeleton key={index} variant="rounded" width={120} height={36} aria-hidden />);
  }
  return (
    <Box aria-hidden sx={{ mt: 2 }}>
      <Skeleton variant="text" width={mini ? 32 : 90} sx={{ mx: 1, mb: 1 }} />
      {entries.map((index) => (
        <Box
          key={index}
          sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, py: 1.25, justifyContent: mini ? 'center' : 'flex-start' }}
        >
          <Skeleton variant="circular" width={24} height={24} />
          {!mini && <Skeleton variant="text" sx={{ flex: 1 }} />}
        </Box>
      ))}
    </Box>
  );
}
