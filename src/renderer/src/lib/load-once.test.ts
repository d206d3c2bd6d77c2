import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once for every caller', async () => {
    const load = vi.fn(() => Promise.resolve('code'));
    const loaded = loadOnce(load);

    await expect(Promise.all([loaded(), loaded()])).resolves.toEqual(['code', 'code']);
    await expect(loaded()).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failure', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('code');
    const loaded = loadOnce(load);

    await expect(loaded()).rejects.toThrow('Failed to fetch dynamically imported module');
    await expect(loaded()).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
