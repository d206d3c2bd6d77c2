// The connect dialog's fields and the setup request they make: the provider, its e-mail domains
// (one text, separated by commas) and, for Microsoft and Google, the app registered there. Each
// problem lands on its field; the server checks the same request again.
import {
  IDP_PROVIDERS,
  idpDomainSchema,
  type IdpProvider,
  type IdpSetupRequest,
} from '@shared/sso/idp';
import { z } from 'zod';
import { IDP_MESSAGES as M } from './messages';

export interface ConnectFormValues {
  provider: IdpProvider;
  domains: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

function splitDomains(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((domain) => domain.trim().toLowerCase())
    .filter((domain) => domain !== '');
}

export const connectFormSchema = z
  .object({
    provider: z.enum(IDP_PROVIDERS),
    domains: z.string(),
    issuer: z.string().trim(),
    clientId: z.string().trim(),
    clientSecret: z.string(),
  })
  .superRefine((values, context) => {
    const problem = (path: keyof ConnectFormValues, message: string) => {
      context.addIssue({ code: 'custom', path: [path], message });
    };
    const domains = splitDomains(values.domains);
    const bad = domains.find((domain) => !idpDomainSchema.safeParse(domain).success);
    if (domains.length === 0) problem('domains', M.domainsRequired);
    else if (bad !== undefined) problem('domains', M.badDomain(bad));
    if (values.provider === 'local') return;
    if (values.provider === 'microsoft' && values.issuer === '') {
      problem('issuer', M.issuerRequired);
    }
    if (values.clientId === '') problem('clientId', M.clientIdRequired);
    if (values.clientSecret === '') problem('clientSecret', M.clientSecretRequired);
  })
  .transform((values): IdpSetupRequest => {
    const domains = [...new Set(splitDomains(values.domains))];
    if (values.provider === 'local') return { provider: 'local', domains };
    const app = { clientId: values.clientId, clientSecret: values.clientSecret, domains };
    if (values.provider === 'microsoft') {
      return { provider: 'microsoft', issuer: values.issuer, ...app };
    }
    return values.issuer === ''
      ? { provider: 'google', ...app }
      : { provider: 'google', issuer: values.issuer, ...app };
  });
