import { describe, expect, it } from 'vitest';
import { DESKTOP_BRIDGE_CHANNELS } from '@shared/desktop-bridge';
import { createDesktopBridgeApi } from '@shared/desktop-bridge-api';
import { createDesktopBridge } from './create-desktop-bridge';
import { createIpcHandlers } from './ipc-handlers';

const APP = 'http://127.0.0.1:4000';
const handlers = createIpcHandlers(createDesktopBridge({ isDevelopment: true }), (url) =>
  url.startsWith(`${APP}/`),
);
const isDevelopment = handlers.get(DESKTOP_BRIDGE_CHANNELS.isDevelopment);

describe('desktop bridge IPC handlers', () => {
  it('registers one handler per bridge channel', () => {
    expect([...handlers.keys()].sort()).toEqual(Object.values(DESKTOP_BRIDGE_CHANNELS).sort());
  });

  it('answers a trusted page with a plain tagged result', async () => {
    expect(await isDevelopment?.({ senderUrl: `${APP}/login` }, [])).toEqual({
      ok: true,
      value: true,
    });
  });

  it('refuses pages of other origins and unknown senders', async () => {
    expect(await isDevelopment?.({ senderUrl: 'https://evil.example/' }, [])).toEqual({
      ok: false,
      error: 'zyno:bridge:is-development: request from an untrusted page was refused.',
    });
    expect((await isDevelopment?.({ senderUrl: undefined }, []))?.ok).toBe(false);
  });

  it('rejects unexpected arguments with a clear error', async () => {
    const result = await isDevelopment?.({ senderUrl: `${APP}/` }, ['surprise']);
    expect(result?.ok).toBe(false);
    expect(result).toMatchObject({
      error: expect.stringContaining('invalid arguments') as unknown,
    });
  });
});

describe('createDesktopBridgeApi (the preload shape)', () => {
  it('exposes exactly the bridge calls and unwraps results', async () => {
    const api = createDesktopBridgeApi((channel, args) => {
      const handle = handlers.get(channel);
      if (handle === undefined) throw new Error('no handler');
      return handle({ senderUrl: `${APP}/` }, args);
    });
    expect(Object.keys(api)).toEqual(Object.keys(DESKTOP_BRIDGE_CHANNELS));
    expect(Object.isFrozen(api)).toBe(true);
    await expect(api.isDevelopment()).resolves.toBe(true);
  });

  it('turns a refused call into a rejected promise with the reason', async () => {
    const api = createDesktopBridgeApi(() =>
      Promise.resolve({ ok: false, error: 'zyno:bridge:is-development: refused' }),
    );
    await expect(api.isDevelopment()).rejects.toThrow('zyno:bridge:is-development: refused');
  });

  it('rejects a malformed answer instead of passing it on', async () => {
    const api = createDesktopBridgeApi(() => Promise.resolve({ ok: true, value: 'yes' }));
    await expect(api.isDevelopment()).rejects.toThrow();
  });
});
