import { detectedInstallSchema } from '@shared/installs/installs';
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from './key-value-store';
import { createRegistration, REGISTERED_INSTALL_ENTRY } from './registration';
import { fakeRegistrationWindow, type FakeRegistrationWindow } from './test-bridge';

const INSTALL = detectedInstallSchema.parse({
  id: '5f0c6f1e-34d9-4c56-9a55-2f6e4a1c8b10',
  tenantId: '0b7f5a9e-8c1d-4f2a-b3e4-5d6c7b8a9f01',
  tenantName: 'Harbor Coffee',
});

function setUp() {
  const settings = createMemoryStore();
  const windows: FakeRegistrationWindow[] = [];
  const registration = createRegistration(() => {
    const window = fakeRegistrationWindow();
    windows.push(window);
    return window;
  }, settings);
  return { registration, settings, windows };
}

describe('registration', () => {
  it('completes when the page registers the station: stored, window closed', async () => {
    const { registration, settings, windows } = setUp();
    const outcome = registration.launch();
    expect(windows).toHaveLength(1);
    registration.complete(INSTALL);
    await expect(outcome).resolves.toEqual({ outcome: 'registered' });
    expect(windows[0]?.isClosed).toBe(true);
    expect(JSON.parse(settings.get(REGISTERED_INSTALL_ENTRY) ?? 'null')).toEqual(INSTALL);
  });

  it('is cancelled when the window is closed by hand, and can be launched again', async () => {
    const { registration, settings, windows } = setUp();
    const outcome = registration.launch();
    windows[0]?.closeByHand();
    await expect(outcome).resolves.toEqual({ outcome: 'cancelled' });
    expect(settings.get(REGISTERED_INSTALL_ENTRY)).toBeUndefined();
    void registration.launch();
    expect(windows).toHaveLength(2);
  });

  it('brings the open window forward instead of opening a second', async () => {
    const { registration, windows } = setUp();
    const first = registration.launch();
    const second = registration.launch();
    expect(windows).toHaveLength(1);
    expect(windows[0]?.focused).toBe(1);
    registration.complete(INSTALL);
    await expect(first).resolves.toEqual({ outcome: 'registered' });
    await expect(second).resolves.toEqual({ outcome: 'registered' });
  });
});
