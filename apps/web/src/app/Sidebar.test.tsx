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

describe('phone menu', () => {
  function PhoneMenu({ open }: { open: boolean }) {
    return (
      <FeatureShellsProvider shells={FEATURE_SHELLS}>
        <Sidebar permanent={false} collapsed={false} hover={false} mobileOpen={open} onMobileClose={noop} onHoverChange={noop} />
      </FeatureShellsProvider>
    );
  }

  it('is not rendered until first opened, then stays mounted while closed', async () => {
    signIn();
    mockApi({ [endpointKey(storeEndpoints.vendorProfile)]: profileHandler() });
    const { rerender } = renderWithProviders(<PhoneMenu open={false} />);
    expect(document.querySelector('nav')).toBeNull();

    rerender(<PhoneMenu open />);
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeTruthy();

    rerender(<PhoneMenu open={false} />);
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull());
    expect(document.querySelector('nav')).not.toBeNull();
  });
});
