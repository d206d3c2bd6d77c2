// Screens read a reference list (spec §3) as a Map by id, through the cache of the caller's tenant.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CASEY } from '../../test/demo-accounts';
import { createFakeAuthServer, type FakeAuthServer } from '../../test/fake-auth-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { signedInStorage } from '../../test/signed-in-storage';
import { useReferenceList } from '.';

const TAXES = [
  { id: '0d3c1b9a-8f7e-4d6c-9b5a-4e3d2c1b0a99', name: 'Food', ratePercent: 5, inclusive: false },
  {
    id: '1e4d2c0b-9a8f-4e7d-8c6b-5f4e3d2c1b0a',
    name: 'Standard',
    ratePercent: 20,
    inclusive: true,
  },
];

function TaxNames() {
  const taxes = useReferenceList('salesTaxes');
  if (taxes.size === 0) return <p>No taxes yet</p>;
  return (
    <ul>
      {[...taxes.values()].map((tax) => (
        <li key={tax.id}>{`${tax.name} ${tax.ratePercent}%`}</li>
      ))}
    </ul>
  );
}

function withTaxes(server: FakeAuthServer): FakeAuthServer {
  return {
    ...server,
    fetch: (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      return new URL(url).pathname.endsWith('/sales/taxes')
        ? Promise.resolve(Response.json(TAXES))
        : server.fetch(input, init);
    },
  };
}

describe('useReferenceList', () => {
  it('gives the list of the signed-in tenant by id once it has loaded', async () => {
    const server = withTaxes(createFakeAuthServer());
    renderWithProviders({
      routes: [{ path: '/', element: <TaxNames /> }],
      server,
      storage: signedInStorage(server, CASEY),
    });
    expect(await screen.findByText('Food 5%')).toBeTruthy();
    expect(screen.getByText('Standard 20%')).toBeTruthy();
  });
});
