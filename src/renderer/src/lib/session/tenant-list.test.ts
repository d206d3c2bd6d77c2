import { tenantIdSchema } from '@shared/fields';
import type { Tenant } from '@shared/auth/sign-in';
import { describe, expect, it } from 'vitest';
import { orderTenants, searchTenants, trimPathAtFirstUuid } from './tenant-list';

function tenant(name: string, id: string, isFavorite = false): Tenant {
  return { id: tenantIdSchema.parse(id), name, isFavorite, isAdmin: false, apps: [] };
}

const harbor = tenant('Harbor Coffee', '00000000-0000-4000-8000-000000000001');
const bluebird = tenant('Bluebird Dental', '00000000-0000-4000-8000-000000000002', true);
const acme = tenant('acme Retail', '00000000-0000-4000-8000-000000000003');
const northwind = tenant('Northwind IT', '00000000-0000-4000-8000-000000000004');

describe('the tenant list', () => {
  it('puts the current tenant first, then favourites, then names in any case', () => {
    const names = orderTenants([harbor, bluebird, acme, northwind], [], northwind.id).map(
      (entry) => entry.name,
    );
    expect(names).toEqual(['Northwind IT', 'Bluebird Dental', 'acme Retail', 'Harbor Coffee']);
  });

  it('adds the tenants an MSP may enter, flagged, without repeating memberships', () => {
    const list = orderTenants([northwind], [harbor, northwind, bluebird], northwind.id);
    expect(list.map((entry) => [entry.name, entry.isMspTenant])).toEqual([
      ['Northwind IT', false],
      ['Bluebird Dental', true],
      ['Harbor Coffee', true],
    ]);
  });

  it('filters by a case-insensitive substring of the name', () => {
    expect(searchTenants([harbor, bluebird, acme], 'COFF').map((entry) => entry.name)).toEqual([
      'Harbor Coffee',
    ]);
    expect(searchTenants([harbor, bluebird], '  ')).toHaveLength(2);
    expect(searchTenants([harbor, bluebird], 'zzz')).toEqual([]);
  });
});

describe('trimPathAtFirstUuid', () => {
  it('cuts the path before its first uuid segment', () => {
    expect(trimPathAtFirstUuid('/crm/0f8fad5b-d9cb-469f-a165-70867728950e/notes')).toBe('/crm');
    expect(trimPathAtFirstUuid('/0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('/');
    expect(trimPathAtFirstUuid('/sales/reports')).toBe('/sales/reports');
  });
});
