// The gift cards list's search field as a scanner uses it: a code's keys and Enter open the card,
// even when the card's page takes longer to load than the search waits before it is written.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AVA } from '../../../test/demo-accounts';
import { createFakeAuthServer } from '../../../test/fake-auth-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { signedInStorage } from '../../../test/signed-in-storage';
import { GIFT_CARD_PATH, GiftCardsPage } from './gift-cards-page';

afterEach(() => {
  vi.useRealTimers();
});

describe('the gift cards list', () => {
  it('opens a scanned card even when its page loads after the search would have been written', async () => {
    const server = createFakeAuthServer();
    let finishCardPage = () => {};
    const cardPageLoaded = new Promise<void>((resolve) => {
      finishCardPage = resolve;
    });
    const { router } = renderWithProviders({
      path: '/sales/gift-cards',
      server,
      storage: signedInStorage(server, AVA),
      routes: [
        { path: '/sales/gift-cards', element: <GiftCardsPage /> },
        {
          path: GIFT_CARD_PATH,
          lazy: async () => {
            await cardPageLoaded;
            return { Component: () => <h1>The card</h1> };
          },
        },
      ],
    });
    const search = await screen.findByLabelText('Search or scan a code');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.change(search, { target: { value: 'hc-1000-0001' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    // Longer than the search waits before it is written, while the card's page still loads.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    vi.useRealTimers();
    finishCardPage();

    expect(await screen.findByRole('heading', { name: 'The card' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sales/gift-cards/HC-1000-0001');
    expect(router.state.location.search).toBe('');
  });
});
