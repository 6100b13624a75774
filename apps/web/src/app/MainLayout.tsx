import { FullLayout } from '../layout/FullLayout';
import { FeatureShellsProvider } from '../navigation/FeatureShells';
import { FEATURE_SHELLS } from './featureShells';
import { QueryProvider } from '../api/QueryProvider';

/** The main layout with the app's data client and its features' menus (one lazy chunk). */
export default function MainLayout() {
  return (
    <QueryProvider>
      <FeatureShellsProvider shells={FEATURE_SHELLS}>
        <FullLayout />
      </FeatureShellsProvider>
    </QueryProvider>
  );
}
