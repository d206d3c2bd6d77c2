import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadIntoNewestBuild } from '../../lib/service-worker';
import { UPDATE_RETRY_MS, UpdateIcon } from './update-icon';

// The version file names no newer build: the waiting worker alone shows the icon.
vi.mock('../../lib/app-version', () => ({ isNewerVersionDeployed: () => Promise.resolve(false) }));
vi.mock('../../lib/service-worker', () => ({
  checkForServiceWorkerUpdate: vi.fn(),
  // The new worker has not taken over yet: the page is still here.
  reloadIntoNewestBuild: vi.fn(() => Promise.resolve()),
  useServiceWorkerUpdateWaiting: () => true,
}));

function renderIcon() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <UpdateIcon />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return screen.getByRole<HTMLButtonElement>('button', { name: 'Click to update' });
}

describe('UpdateIcon', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(reloadIntoNewestBuild).mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('spins after a click and takes no second one while the new build takes over', () => {
    const icon = renderIcon();
    expect(icon.disabled).toBe(false);
    fireEvent.click(icon);
    expect(icon.disabled).toBe(true);
    expect(icon.hasAttribute('data-loading')).toBe(true);
    fireEvent.click(icon);
    expect(reloadIntoNewestBuild).toHaveBeenCalledTimes(1);
  });

  it('takes a click again when the page has not reloaded after a while', () => {
    const icon = renderIcon();
    fireEvent.click(icon);
    act(() => {
      vi.advanceTimersByTime(UPDATE_RETRY_MS - 1);
    });
    expect(icon.disabled).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(icon.disabled).toBe(false);
    fireEvent.click(icon);
    expect(reloadIntoNewestBuild).toHaveBeenCalledTimes(2);
  });
});
