// How identities at the local identity provider are recorded in `sso_identities`: under one
// stable issuer name rather than its issuer URL, which follows the address the server is
// published at (and the port tests listen on).
export const LOCAL_IDENTITY_ISSUER = 'zyno:local-identity-provider';
