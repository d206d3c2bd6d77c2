// The mark that keeps an input's value out of session replay entirely (no text, no length):
// spread onto every field that holds a secret — passwords, PINs, client secrets.
export const UNRECORDED_INPUT = { 'data-openreplay-hidden': '' } as const;
