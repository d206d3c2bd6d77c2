// Manage Fingerprints needs Zyno Desktop and an attached reader (spec §5): each missing one is
// named with the spec's text, and nothing else is offered.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createDesktopPlatform } from '../../platform';
import { fakeDesktopBridge } from '../../test/fake-desktop-bridge';
import { renderWithProviders } from '../../test/render-with-providers';
import { ManageFingerprintsDialog } from './manage-fingerprints-dialog';

function renderDialog(platform?: Parameters<typeof renderWithProviders>[0]['platform']) {
  return renderWithProviders({
    routes: [
      {
        path: '/',
        element: <ManageFingerprintsDialog opened onClose={() => undefined} />,
      },
    ],
    platform,
  });
}

describe('Manage Fingerprints', () => {
  it('asks for Zyno Desktop in a browser', async () => {
    renderDialog();
    expect(await screen.findByText('Please use Zyno Desktop to enroll fingerprints.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enroll a finger' })).toBeNull();
  });

  it('asks for a reader in Zyno Desktop without one', async () => {
    renderDialog(createDesktopPlatform(fakeDesktopBridge()));
    expect(
      await screen.findByText(
        'Please attach a fingerprint reader and restart Zyno Desktop to enroll fingerprints.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enroll a finger' })).toBeNull();
  });
});
