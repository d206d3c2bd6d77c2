import { detectedInstallSchema } from '@shared/installs/installs';
import { describe, expect, it } from 'vitest';
import { DESKTOP_BRIDGE_CHANNELS } from '@shared/desktop/desktop-bridge';
import { createDesktopBridgeApi } from '@shared/desktop/desktop-bridge-api';
import { handshakeSchema } from '@shared/installs/handshake';
import { createIpcHandlers } from './ipc-handlers';
import { createTestBridge } from './test-bridge';

const APP = 'http://127.0.0.1:4000';
const trusted = { senderUrl: `${APP}/zd/detect` };

function setUp() {
  const test = createTestBridge();
  const handlers = createIpcHandlers(test.bridge, (url) => url.startsWith(`${APP}/`));
  const invoke = (channel: string, args: unknown[]) => {
    const handle = handlers.get(channel as never);
    if (handle === undefined) throw new Error(`no handler for ${channel}`);
    return handle(trusted, args);
  };
  const api = createDesktopBridgeApi(invoke, () => () => undefined);
  return { ...test, handlers, invoke, api };
}

describe('desktop bridge IPC handlers', () => {
  it('registers one handler per bridge call', () => {
    const { handlers } = setUp();
    expect([...handlers.keys()].sort()).toEqual(Object.values(DESKTOP_BRIDGE_CHANNELS).sort());
  });

  it('answers a trusted page with a plain tagged result', async () => {
    const { invoke } = setUp();
    expect(await invoke(DESKTOP_BRIDGE_CHANNELS.isDevelopment, [])).toEqual({
      ok: true,
      value: true,
    });
  });

  it('refuses pages of other origins and unknown senders', async () => {
    const { handlers } = setUp();
    const handle = handlers.get(DESKTOP_BRIDGE_CHANNELS.generateHandshake);
    expect(await handle?.({ senderUrl: 'https://evil.example/' }, [])).toEqual({
      ok: false,
      error: 'zyno:bridge:generate-handshake: request from an untrusted page was refused.',
    });
    expect((await handle?.({ senderUrl: undefined }, []))?.ok).toBe(false);
  });

  it('rejects unexpected arguments with a clear error and changes nothing', async () => {
    const { invoke, settings } = setUp();
    const extra = await invoke(DESKTOP_BRIDGE_CHANNELS.isDevelopment, ['surprise']);
    expect(extra).toMatchObject({
      ok: false,
      error: expect.stringContaining('invalid arguments') as unknown,
    });
    const badInstall = await invoke(DESKTOP_BRIDGE_CHANNELS.performPostRegistrationTasks, [
      { id: 'not-a-uuid', tenantId: 'x', tenantName: 'Harbor Coffee' },
    ]);
    expect(badInstall.ok).toBe(false);
    const extraField = await invoke(DESKTOP_BRIDGE_CHANNELS.performPostRegistrationTasks, [
      {
        id: '5f0c6f1e-34d9-4c56-9a55-2f6e4a1c8b10',
        tenantId: '0b7f5a9e-8c1d-4f2a-b3e4-5d6c7b8a9f01',
        tenantName: 'Harbor Coffee',
        isAdmin: true,
      },
    ]);
    expect(extraField.ok).toBe(false);
    expect(settings.get('install.registered')).toBeUndefined();
  });
});

describe('createDesktopBridgeApi (the preload shape)', () => {
  it('exposes exactly the bridge calls and the fingerprint event', () => {
    const { api } = setUp();
    expect(Object.keys(api)).toEqual([...Object.keys(DESKTOP_BRIDGE_CHANNELS), 'onFingerprint']);
    expect(Object.isFrozen(api)).toBe(true);
  });

  it('returns handshakes the contract accepts', async () => {
    const { api } = setUp();
    const handshake = await api.generateHandshake();
    expect(handshakeSchema.safeParse(handshake).success).toBe(true);
  });

  it('launches registration and resolves it when the registration page reports back', async () => {
    const { api, windows } = setUp();
    const outcome = api.launchRegistration();
    await Promise.resolve();
    await expect.poll(() => windows.length).toBe(1);
    await api.performPostRegistrationTasks(
      detectedInstallSchema.parse({
        id: '5f0c6f1e-34d9-4c56-9a55-2f6e4a1c8b10',
        tenantId: '0b7f5a9e-8c1d-4f2a-b3e4-5d6c7b8a9f01',
        tenantName: 'Harbor Coffee',
      }),
    );
    await expect(outcome).resolves.toEqual({ outcome: 'registered' });
  });

  it('reports a cancelled registration when its window is closed', async () => {
    const { api, windows } = setUp();
    const outcome = api.launchRegistration();
    await expect.poll(() => windows.length).toBe(1);
    windows[0]?.closeByHand();
    await expect(outcome).resolves.toEqual({ outcome: 'cancelled' });
  });

  it('answers whether a reader is attached', async () => {
    const { api, fingerprints } = setUp();
    await expect(api.hasFingerprintReader()).resolves.toBe(true);
    fingerprints.readerAttached = false;
    await expect(api.hasFingerprintReader()).resolves.toBe(false);
  });

  it('turns a refused call into a rejected promise with the reason', async () => {
    const api = createDesktopBridgeApi(
      () => Promise.resolve({ ok: false, error: 'zyno:bridge:is-development: refused' }),
      () => () => undefined,
    );
    await expect(api.isDevelopment()).rejects.toThrow('zyno:bridge:is-development: refused');
  });

  it('rejects a malformed answer instead of passing it on', async () => {
    const api = createDesktopBridgeApi(
      () => Promise.resolve({ ok: true, value: 'yes' }),
      () => () => undefined,
    );
    await expect(api.isDevelopment()).rejects.toThrow();
    await expect(api.generateHandshake()).rejects.toThrow();
  });
});
