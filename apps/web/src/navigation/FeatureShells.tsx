import { createContext, Suspense, useContext, type ReactNode } from 'react';
import type { StoreSummary } from '@dhub/contract';
import type { FeatureShell, NavSection } from './types';

const FeatureShellsContext = createContext<readonly FeatureShell[]>([]);

/** The app gives the layout its features' menus and store-switch rules (the layout knows no feature). */
export function FeatureShellsProvider({ shells, children }: { shells: readonly FeatureShell[]; children: ReactNode }) {
  return <FeatureShellsContext.Provider value={shells}>{children}</FeatureShellsContext.Provider>;
}

/** Every feature's menu sections, in the app's order. */
export function useMenuSections(stores: readonly StoreSummary[]): NavSection[] {
  return useContext(FeatureShellsContext).flatMap((shell) => shell.menu(stores));
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

/** The features' always-on parts of the signed-in layout (their `Live`). */
export function FeatureLive() {
  const shells = useContext(FeatureShellsContext);
  return <Suspense fallback={null}>{shells.map((shell, index) => (shell.Live ? <shell.Live key={index} /> : null))}</Suspense>;
}

/** The features' parts of the top bar (their `Topbar`). */
export function FeatureTopbarParts() {
  const shells = useContext(FeatureShellsContext);
  return <Suspense fallback={null}>{shells.map((shell, index) => (shell.Topbar ? <shell.Topbar key={index} /> : null))}</Suspense>;
}
