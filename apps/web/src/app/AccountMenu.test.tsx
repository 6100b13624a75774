import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES } from '@dhub/contract';
import { signIn } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { UserMenu } from '../layout/UserMenu';
import { FeatureShellsProvider } from '../navigation/FeatureShells';
import { FEATURE_SHELLS } from './featureShells';

describe("the top bar's account menu", () => {
  it("links the features' account pages: profile, store profile, documents, bank details", async () => {
    signIn();
    const user = userEvent.setup();
    renderWithProviders(
      <FeatureShellsProvider shells={FEATURE_SHELLS}>
        <UserMenu />
      </FeatureShellsProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    const links = {
      'My profile': ROUTES.userProfile,
      'Store profile': ROUTES.profile,
      Documents: ROUTES.profileVerify,
      'Bank details': ROUTES.bankDetails,
    };
    for (const [name, path] of Object.entries(links)) {
      expect((await screen.findByRole('menuitem', { name })).getAttribute('href')).toBe(path);
    }
  });
});
