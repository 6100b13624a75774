import type { ComponentType } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import type { StoreSummary } from '@dhub/contract';
import type { LazyPage } from './lazyPage';

/** A page of the main layout, loaded on demand. */
export interface FeatureRoute {
  path: string;
  /** lazyPage(): the app starts loading the first screen's page with the layout (app/preloadRoute.ts). */
  page: LazyPage;
}

/** A link of a menu group; `label` is an i18n key. */
export interface NavLinkEntry {
  label: string;
  to: string;
}

export interface NavItemEntry {
  kind: 'item';
  key: string;
  label: string;
  to: string;
  icon: SvgIconComponent;
  /** A count beside the label (e.g. orders waiting), rendered in Suspense: it may be lazy. */
  Badge?: ComponentType;
}

export interface NavGroupEntry {
  kind: 'group';
  key: string;
  label: string;
  icon: SvgIconComponent;
  links: NavLinkEntry[];
  /** Every path of the group: it opens on any of them. */
  paths: string[];
}

export interface NavSection {
  key: string;
  /** i18n key of the section's heading (none: no heading). */
  heading?: string;
  entries: (NavItemEntry | NavGroupEntry)[];
}

/** A link of the top bar's account menu (the vendor's own pages); `label` is an i18n key. */
export interface AccountLinkEntry {
  key: string;
  label: string;
  to: string;
  icon: SvgIconComponent;
}

/** What a feature adds to the main layout's chrome. */
export interface FeatureShell {
  /** Its menu sections, for the vendor's stores. */
  menu: (stores: readonly StoreSummary[]) => NavSection[];
  /** Where to go when the vendor switches to `store` while on `pathname` (null: stay). */
  followStore?: (pathname: string, store: StoreSummary) => string | null;
  /** Rendered once by the signed-in layout, in Suspense (e.g. a live stream of the feature's events). */
  Live?: ComponentType;
  /** Shown in the top bar, in Suspense (e.g. the store's open / paused / closed switch). */
  Topbar?: ComponentType;
  /** Its links in the top bar's account menu (e.g. the profile pages). */
  account?: readonly AccountLinkEntry[];
}
