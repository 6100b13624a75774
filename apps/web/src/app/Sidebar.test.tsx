import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { storeEndpoints } from '@dhub/contract';
import { profileHandler, signIn } from '../test/fixtures';
import { endpointKey, mockApi } from '../test/mockApi';
import { renderWithProviders } from '../test/render';
import { Sidebar } from '../layout/Sidebar';
import { FeatureShellsProvider } from '../navigation/FeatureShells';
import { FEATURE_SHELLS } from './featureShells';

const noop = () => undefined;

describe('sidebar while the profile loads', () => {
  it('keeps the store menus’ place with a skeleton, then shows them', async () => {
    signIn();
    mockApi({ [endpointKey(storeEndpoints.vendorProfile)]: profileHandler() });
    renderWithProviders(
      <FeatureShellsProvider shells={FEATURE_SHELLS}>
        <Sidebar permanent collapsed={false} hover={false} mobileOpen={false} onMobileClose={noop} onHoverChange={noop} />
      </FeatureShellsProvider>,
    );
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    expect(menu.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThan(0);
    expect(screen.queryByText('Grocery')).toBeNull();

    await screen.findByText('Grocery');
    await waitFor(() => expect(menu.querySelectorAll('.MuiSkeleton-root')).toHaveLength(0));
  });
});
