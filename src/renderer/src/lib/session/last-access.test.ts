// The tab's last identity and permissions in storage: read back only by the session they belong
// to, and anything that does not parse is dropped rather than trusted.
import { describe, expect, it } from 'vitest';
import { AVA, BLUEBIRD_DENTAL, CASEY, HARBOR_COFFEE } from '../../test/demo-accounts';
import { createMemoryStorage, storageEntries } from '../../test/memory-storage';
import {
  forgetAccessUnlessOwnedBy,
  readLastAccess,
  rememberAccess,
  type AccessOwner,
} from './last-access';
import { SESSION_KEYS } from './storage-keys';

const STATION = '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a';
const CASEY_AT_STATION: AccessOwner = {
  userId: CASEY.identity.id,
  tenantId: HARBOR_COFFEE.id,
  installId: STATION,
  impersonatorUserId: null,
  impersonatorTenantId: null,
};

function remembered(owner = CASEY_AT_STATION): Storage {
  const storage = createMemoryStorage();
  rememberAccess(storage, owner, 'identity', CASEY.identity);
  rememberAccess(storage, owner, 'permissions', CASEY.permissions);
  return storage;
}

describe('last access', () => {
  it('reads back the identity and permissions kept for the same session', () => {
    expect(readLastAccess(remembered(), CASEY_AT_STATION)).toEqual({
      identity: CASEY.identity,
      permissions: CASEY.permissions,
    });
  });

  it('keeps the newest answer of each kind', () => {
    const storage = remembered();
    rememberAccess(storage, CASEY_AT_STATION, 'permissions', { sales: { sp: false } });

    expect(readLastAccess(storage, CASEY_AT_STATION)).toEqual({
      identity: CASEY.identity,
      permissions: { sales: { sp: false } },
    });
  });

  it.each<[string, Partial<AccessOwner>]>([
    ['another user', { userId: AVA.identity.id }],
    ['another tenant', { tenantId: BLUEBIRD_DENTAL.id }],
    ['another station', { installId: null }],
    ['an impersonation', { impersonatorUserId: AVA.identity.id }],
    ['a tenant impersonation', { impersonatorTenantId: BLUEBIRD_DENTAL.id }],
  ])('gives nothing to %s', (_, change) => {
    expect(readLastAccess(remembered(), { ...CASEY_AT_STATION, ...change })).toBeNull();
  });

  it("replaces another session's entry instead of mixing the two", () => {
    const storage = remembered();
    const ava = { ...CASEY_AT_STATION, userId: AVA.identity.id };
    rememberAccess(storage, ava, 'permissions', AVA.permissions);

    expect(readLastAccess(storage, ava)).toEqual({ permissions: AVA.permissions });
    expect(readLastAccess(storage, CASEY_AT_STATION)).toBeNull();
  });

  it.each([
    ['not JSON', '{"owner":'],
    ['without its owner', JSON.stringify({ permissions: CASEY.permissions })],
    [
      'with permissions that are not permissions',
      JSON.stringify({ owner: CASEY_AT_STATION, permissions: { sales: { sp: 'yes' } } }),
    ],
    [
      'with an identity that is not one',
      JSON.stringify({ owner: CASEY_AT_STATION, identity: { id: CASEY.identity.id } }),
    ],
  ])('drops an entry %s', (_, raw) => {
    const storage = createMemoryStorage({ [SESSION_KEYS.lastAccess]: raw });

    expect(readLastAccess(storage, CASEY_AT_STATION)).toBeNull();
    expect(storageEntries(storage)).toEqual({});
  });

  it('keeps nothing that does not parse', () => {
    const storage = createMemoryStorage();
    rememberAccess(storage, CASEY_AT_STATION, 'permissions', { sales: 'everything' });

    expect(storageEntries(storage)).toEqual({});
  });

  it("forgets another owner's entry and keeps the owner's own", () => {
    const storage = remembered();
    forgetAccessUnlessOwnedBy(storage, CASEY_AT_STATION);
    expect(readLastAccess(storage, CASEY_AT_STATION)).not.toBeNull();

    forgetAccessUnlessOwnedBy(storage, { ...CASEY_AT_STATION, userId: AVA.identity.id });
    expect(storageEntries(storage)).toEqual({});
  });

  it('forgets any entry when no one is signed in', () => {
    const storage = remembered();
    forgetAccessUnlessOwnedBy(storage, null);

    expect(storageEntries(storage)).toEqual({});
  });
});
