// The rotating product names (spec §1): every 2.5 s the next one, the current one lit among all
// twelve; the pause button and a reduced-motion preference hold the name still.
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaQueryList } from '../../test/media-query-list';
import { BrandPanel } from './brand-panel';
import { useRotatingProduct } from './use-rotating-product';

function Harness() {
  return <BrandPanel product={useRotatingProduct()} />;
}

function renderPanel() {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  render(
    <MantineProvider env="test">
      <Harness />
    </MantineProvider>,
  );
  return userEvent.setup();
}

const headline = () => screen.getByText('Zyno', { exact: false, selector: 'p' }).textContent;

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('BrandPanel', () => {
  it('shows the product names one after another, the current one lit', async () => {
    renderPanel();
    expect(headline()).toBe('Zyno IT');

    await wait(2500);
    expect(headline()).toBe('Zyno Access');
    expect(screen.getByText('Access', { selector: 'span[data-active]' })).toBeTruthy();

    await wait(2500 * 11);
    expect(headline()).toBe('Zyno IT');
  });

  it('holds still while paused', async () => {
    const user = renderPanel();
    const pause = screen.getByRole('button', { name: 'Pause the product names' });

    await user.click(pause);
    expect(pause.getAttribute('aria-pressed')).toBe('true');
    await wait(5000);
    expect(headline()).toBe('Zyno IT');

    await user.click(pause);
    await wait(2500);
    expect(headline()).toBe('Zyno Access');
  });

  it('holds still, with no pause button, when the user asks for reduced motion', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
      mediaQueryList(query, query.includes('prefers-reduced-motion')),
    );
    renderPanel();

    await wait(5000);
    expect(headline()).toBe('Zyno IT');
    expect(screen.queryByRole('button', { name: 'Pause the product names' })).toBeNull();
  });
});
