import type { ErrorEvent } from '@sentry/electron/main';
import { describe, expect, it } from 'vitest';
import { FILTERED } from '@shared/error-reporting/scrub';
import { PRODUCT_VERSION } from '@shared/product';
import { createMemoryStore } from '../bridge/key-value-store';
import { REGISTERED_INSTALL_ENTRY } from '../bridge/registration';
import { mainErrorReportingOptions } from './main-options';

const DSN = 'http://key@127.0.0.1:9/1';
const INSTALL = {
  id: '6f1c2b9e-6a51-4a8e-9a57-1f0e7d7c2a10',
  tenantId: '0b8a6a3e-2f7c-4d43-8d3e-5b7f1c9e4a21',
  tenantName: 'Harbor',
};

function event(message: string): ErrorEvent {
  return { type: undefined, message };
}

describe('mainErrorReportingOptions', () => {
  it('reports the product version, tagged main, with no install before the stores are open', () => {
    const options = mainErrorReportingOptions(DSN, () => null);
    expect(options).toMatchObject({ dsn: DSN, release: PRODUCT_VERSION, sendDefaultPii: false });
    expect(options.beforeSend(event('boom'))).toMatchObject({ tags: { area: 'main' } });
  });

  it("tags the registered install and its tenant, and scrubs what the renderer's events carry", () => {
    const settings = createMemoryStore({ [REGISTERED_INSTALL_ENTRY]: JSON.stringify(INSTALL) });
    const options = mainErrorReportingOptions(DSN, () => settings);
    const sent = options.beforeSend({
      ...event('Bearer abc.def'),
      request: { url: 'app://zyno/login/callback?code=123', headers: { Authorization: 'x' } },
      extra: { sample: { Data: 'Rk1SAC', Png: 'iVBOR' }, pin: '12345678' },
    });
    expect(sent).toMatchObject({
      message: `Bearer ${FILTERED}`,
      tags: { area: 'main', install: INSTALL.id, tenant: INSTALL.tenantId },
      request: {
        url: `app://zyno/login/callback?code=${FILTERED}`,
        headers: { Authorization: FILTERED },
      },
      extra: { sample: FILTERED, pin: FILTERED },
    });
  });

  it('carries no install when the stored one cannot be read', () => {
    const settings = createMemoryStore({ [REGISTERED_INSTALL_ENTRY]: '{not json' });
    const sent = mainErrorReportingOptions(DSN, () => settings).beforeSend(event('boom'));
    expect(sent.tags).toEqual({ area: 'main' });
  });
});
