// The invitation bar as the invited person meets it: each pending invitation with Accept and
// Decline; accepting adds the tenant to their memberships and says so, declining removes it, an
// invitation that is gone says so; a station and a support operator acting as the user see none.
import { tenantSchema } from '@shared/auth/sign-in';
import { detectedInstallSchema } from '@shared/installs/installs';
import { Notifications, notifications } from '@mantine/notifications';
import { AUTH_PATHS } from '@shared/auth/sign-in';
import type { OwnInvitation } from '@shared/accounts/invitations';
import { screen, waitFor, within } from '@testing-library/react';
import { useHydrateAtoms } from 'jotai/utils';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { installAtom, SESSION_KEYS, useCurrentUser } from '../../lib/session';
import { createDesktopPlatform, type Platform } from '../../platform';
import { BLUEBIRD_DENTAL, CASEY, MORGAN, type DemoAccount } from '../../test/demo-accounts';
import { fakeDesktopBridge } from '../../test/fake-desktop-bridge';
import { renderWithProviders } from '../../test/render-with-providers';
import { signedInStorage } from '../../test/signed-in-storage';
import { InvitationNotices } from './invitation-notices';
import {
  createInvitationsTestServer,
  type InvitationsTestServer,
} from './testing/invitations-test-server';

const NORTHWIND_IT = tenantSchema.parse({
  id: 'c2d3e4f5-a6b7-4c8d-9e0f-1a2b3c4d5e6f',
  name: 'Northwind IT',
  isFavorite: false,
  isAdmin: false,
  apps: ['talk'],
});

const TO_BLUEBIRD: OwnInvitation = {
  id: '1d2c3b4a-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  tenantId: BLUEBIRD_DENTAL.id,
  tenantName: BLUEBIRD_DENTAL.name,
  invitedBy: 'Morgan Multi',
  invitedAt: '2026-11-20T09:00:00.000Z',
  expiresAt: '2026-12-04T09:00:00.000Z',
};

const TO_NORTHWIND: OwnInvitation = {
  id: '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d',
  tenantId: NORTHWIND_IT.id,
  tenantName: NORTHWIND_IT.name,
  invitedBy: null,
  invitedAt: '2026-11-21T09:00:00.000Z',
  expiresAt: '2026-12-05T09:00:00.000Z',
};

const STATION = detectedInstallSchema.parse({
  id: '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0',
  tenantId: CASEY.identity.tenants[0]?.id,
  tenantName: 'Harbor Coffee',
});

/** The tenants the signed-in person is a member of, as the tenant switcher lists them. */
function Memberships() {
  const { identity } = useCurrentUser();
  return (
    <ul aria-label="Memberships">
      {identity?.tenants.map((tenant) => (
        <li key={tenant.id}>{tenant.name}</li>
      ))}
    </ul>
  );
}

function AtStation({ children }: { children: ReactNode }) {
  useHydrateAtoms([[installAtom, STATION]]);
  return children;
}

interface Setup {
  invitations?: OwnInvitation[];
  storage?: (server: InvitationsTestServer, account: DemoAccount) => Storage;
  station?: boolean;
  /** Answers to accept and decline wait until this settles. */
  answersHeld?: Promise<void>;
}

function renderInvitations({
  invitations = [TO_BLUEBIRD],
  storage = signedInStorage,
  station = false,
  answersHeld,
}: Setup = {}) {
  const casey = structuredClone(CASEY);
  const fake = createInvitationsTestServer(casey, invitations, [BLUEBIRD_DENTAL, NORTHWIND_IT]);
  const server: InvitationsTestServer = {
    ...fake,
    fetch: async (input, init) => {
      if (init?.method === 'POST' && answersHeld !== undefined) await answersHeld;
      return fake.fetch(input, init);
    },
  };
  const shell = (
    <>
      <Notifications />
      <InvitationNotices />
      <Memberships />
    </>
  );
  const platform: Platform | undefined = station
    ? createDesktopPlatform(fakeDesktopBridge())
    : undefined;
  const rendered = renderWithProviders({
    server,
    storage: storage(server, casey),
    platform,
    routes: [{ path: '/', element: station ? <AtStation>{shell}</AtStation> : shell }],
  });
  return { ...rendered, server };
}

const invitationBar = () => screen.findByRole('region', { name: 'Invitations' });
const memberships = () => screen.getByRole('list', { name: 'Memberships' });

afterEach(() => {
  notifications.clean();
});

describe('the invitation bar', () => {
  it('shows each pending invitation with who invited the person where', async () => {
    const { server } = renderInvitations({ invitations: [TO_BLUEBIRD, TO_NORTHWIND] });

    const bar = await invitationBar();
    expect(within(bar).getByText('Morgan Multi invited you to join Bluebird Dental.')).toBeTruthy();
    expect(within(bar).getByText('You were invited to join Northwind IT.')).toBeTruthy();
    expect(
      within(bar).getByRole('button', { name: 'Accept the invitation to join Bluebird Dental' }),
    ).toBeTruthy();
    expect(
      within(bar).getByRole('button', { name: 'Decline the invitation to join Northwind IT' }),
    ).toBeTruthy();
    expect(server.requestsTo('/identity/invitations')).toHaveLength(1);
  });

  it('accepts: the tenant joins the memberships and the person is told', async () => {
    const { server, user } = renderInvitations();
    const bar = await invitationBar();
    expect(within(memberships()).queryByText('Bluebird Dental')).toBeNull();
    const identityLoads = server.requestsTo(AUTH_PATHS.identity).length;

    await user.click(
      within(bar).getByRole('button', { name: 'Accept the invitation to join Bluebird Dental' }),
    );

    expect(await screen.findByText('You joined Bluebird Dental.')).toBeTruthy();
    expect(within(memberships()).getByText('Bluebird Dental')).toBeTruthy();
    expect(server.requestsTo(`/identity/invitations/${TO_BLUEBIRD.id}/accept`)).toHaveLength(1);
    expect(server.requestsTo(AUTH_PATHS.identity).length).toBeGreaterThan(identityLoads);
    expect(screen.queryByRole('region', { name: 'Invitations' })).toBeNull();
  });

  it('declines: the invitation is gone and no tenant is joined', async () => {
    const { server, user } = renderInvitations({ invitations: [TO_BLUEBIRD, TO_NORTHWIND] });
    const bar = await invitationBar();

    await user.click(
      within(bar).getByRole('button', { name: 'Decline the invitation to join Bluebird Dental' }),
    );

    await waitFor(() => {
      expect(
        within(bar).queryByText('Morgan Multi invited you to join Bluebird Dental.'),
      ).toBeNull();
    });
    expect(within(bar).getByText('You were invited to join Northwind IT.')).toBeTruthy();
    expect(server.requestsTo(`/identity/invitations/${TO_BLUEBIRD.id}/decline`)).toHaveLength(1);
    expect(within(memberships()).queryByText('Bluebird Dental')).toBeNull();
  });

  it('shows the pressed answer loading and keeps the other out of reach meanwhile', async () => {
    let release: () => void = () => undefined;
    const answersHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user } = renderInvitations({ answersHeld });
    const bar = await invitationBar();
    const accept = within(bar).getByRole('button', {
      name: 'Accept the invitation to join Bluebird Dental',
    });

    await user.click(accept);

    expect(accept.getAttribute('data-loading')).toBe('true');
    expect(
      within(bar)
        .getByRole('button', { name: 'Decline the invitation to join Bluebird Dental' })
        .hasAttribute('disabled'),
    ).toBe(true);
    release();
    expect(await screen.findByText('You joined Bluebird Dental.')).toBeTruthy();
  });

  it('says so when the invitation is no longer there, and lets the person dismiss it', async () => {
    const { server, user } = renderInvitations();
    const bar = await invitationBar();
    server.invitations.splice(0);

    await user.click(
      within(bar).getByRole('button', { name: 'Accept the invitation to join Bluebird Dental' }),
    );

    expect((await within(bar).findByRole('alert')).textContent).toBe(
      'This invitation is no longer available.',
    );
    const dismiss = within(bar).getByRole('button', { name: 'Dismiss' });
    expect(document.activeElement).toBe(dismiss);
    await user.click(dismiss);
    expect(screen.queryByRole('region', { name: 'Invitations' })).toBeNull();
    expect(within(memberships()).queryByText('Bluebird Dental')).toBeNull();
  });

  it('shows nothing when there are no invitations', async () => {
    const { server } = renderInvitations({ invitations: [] });

    await waitFor(() => {
      expect(server.requestsTo('/identity/invitations')).toHaveLength(1);
    });
    await within(memberships()).findByText('Harbor Coffee');
    expect(screen.queryByRole('region', { name: 'Invitations' })).toBeNull();
  });

  it('shows nothing at a station and does not ask', async () => {
    const { server } = renderInvitations({ station: true });

    await within(memberships()).findByText('Harbor Coffee');
    expect(screen.queryByRole('region', { name: 'Invitations' })).toBeNull();
    expect(server.requestsTo('/identity/invitations')).toEqual([]);
  });

  it('shows nothing to a support operator acting as the person and does not ask', async () => {
    const { server } = renderInvitations({
      storage: (fake, account) => {
        const storage = signedInStorage(fake, account);
        storage.setItem(SESSION_KEYS.impersonatorUserId, MORGAN.identity.id);
        return storage;
      },
    });

    await within(memberships()).findByText('Harbor Coffee');
    expect(screen.queryByRole('region', { name: 'Invitations' })).toBeNull();
    expect(server.requestsTo('/identity/invitations')).toEqual([]);
  });
});
