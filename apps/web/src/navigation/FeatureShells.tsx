import { createContext, Suspense, useContext, type ReactNode } from 'react';
import type { StoreSummary } from '@dhub/contract';
import { useFirstPageShown } from './firstPageShown';
import type { AccountLinkEntry, FeatureShell, NavSection } from './types';

const FeatureShellsContext = createContext<readonly FeatureShell[]>([]);

/** The app gives the layout its features' menus and store-switch rules (the layout knows no feature). */
export function FeatureShellsProvider({ shells, children }: { shells: readonly FeatureShell[]; children: ReactNode }) {
  return <FeatureShellsContext.Provider value={shells}>{children}</FeatureShellsContext.Provider>;
}

/** Every feature's menu sections, in the app's order. */
export function useMenuSections(stores: readonly StoreSummary[]): NavSection[] {
  return useContext(FeatureShellsContext).flatMap((shell) => shell.menu(stores));
}

/** Every feature's links of the account menu, in the app's order. */
export function useAccountLinks(): readonly AccountLinkEntry[] {
  return useContext(FeatureShellsContext).flatMap((shell) => shell.account ?? []);
}

/** The first feature's answer to "the vendor switched to `store` on `pathname`: go where?". */
export function useFollowStore(): (pathname: string, store: StoreSummary) => string | null {
  const shells = useContext(FeatureShellsContext);
  return (pathname, store) => {
    for (const shell of shells) {
      const target = shell.followStore?.(pathname, store);
      if (target) return target;
    }
    return null;
  };
}

/**
 * The features' parts of one place of the layout, in Suspense (they may be lazy): `Live` (always
 * on, e.g. an event stream) or `Topbar` (e.g. the store's availability switch, once the first page is shown).
 */
export function FeatureParts({ part }: { part: 'Live' | 'Topbar' }) {
  const shells = useContext(FeatureShellsContext);
  const shown = useFirstPageShown();
  // The streams open at once: an order placed while the first page loads must still ring.
  if (part !== 'Live' && !shown) return null;
  return (
    <Suspense fallback={null}>
      {shells.map((shell, index) => {
        const Part = shell[part];
        return Part ? <Part key={index} /> : null;
      })}
    </Suspense>
  );
}
