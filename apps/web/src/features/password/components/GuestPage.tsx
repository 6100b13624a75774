import type { ReactNode } from 'react';
import { QueryProvider } from '../../../api/QueryProvider';
import { BootSkeleton } from '../../../components/BootSkeleton';
import { usePasswordStrings } from '../i18n';

/** A recovery screen outside the main layout: its own data client (as the registration's), once its strings have loaded. */
export function GuestPage({ children }: { children: ReactNode }) {
  return <QueryProvider>{usePasswordStrings() ? children : <BootSkeleton />}</QueryProvider>;
}
