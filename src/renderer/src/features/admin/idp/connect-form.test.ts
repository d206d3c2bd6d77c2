// The connect dialog's fields and the setup request they make: each problem on its own field, and
// the request the server's contract accepts.
import { idpSetupRequestSchema } from '@shared/sso/idp';
import { describe, expect, it } from 'vitest';
import { connectFormSchema, type ConnectFormValues } from './connect-form';

const EMPTY: ConnectFormValues = {
  provider: 'microsoft',
  domains: '',
  issuer: '',
  clientId: '',
  clientSecret: '',
};

function problems(values: Partial<ConnectFormValues>) {
  const parsed = connectFormSchema.safeParse({ ...EMPTY, ...values });
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

/** What an empty Microsoft connection says, field by field. */
const MICROSOFT_MISSING = {
  domains: 'Give at least one e-mail domain.',
  issuer: 'Enter the issuer URL.',
  clientId: 'Enter the client ID.',
  clientSecret: 'Enter the client secret.',
};

describe('connectFormSchema', () => {
  it('names every missing field of a Microsoft connection', () => {
    expect(problems({})).toEqual(MICROSOFT_MISSING);
  });

  it('names the domain that is not one', () => {
    expect(problems({ provider: 'local', domains: 'harbor.example, not a domain' })).toEqual({
      domains: 'not is not a domain such as harbor.example.',
    });
  });

  it('makes the request the contract accepts: the built-in provider needs only domains', () => {
    const request = connectFormSchema.parse({
      ...EMPTY,
      provider: 'local',
      domains: ' Harbor.Example, bluebird.example;harbor.example ',
    });
    expect(request).toEqual({ provider: 'local', domains: ['harbor.example', 'bluebird.example'] });
    expect(idpSetupRequestSchema.safeParse(request).success).toBe(true);
  });

  it("leaves Google's issuer out when none is given", () => {
    const request = connectFormSchema.parse({
      ...EMPTY,
      provider: 'google',
      domains: 'harbor.example',
      clientId: 'zyno',
      clientSecret: 's3cret',
    });
    expect(request).toEqual({
      provider: 'google',
      clientId: 'zyno',
      clientSecret: 's3cret',
      domains: ['harbor.example'],
    });
    expect(idpSetupRequestSchema.safeParse(request).success).toBe(true);
  });
});
