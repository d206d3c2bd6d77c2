// Challenge–response of second-generation Microsoft units: the reader checks the host by
// having it encrypt 16 random bytes with AES-128-ECB under a key fixed in every such reader.

import { createCipheriv } from 'node:crypto';

import { CHALLENGE_LENGTH } from './protocol.ts';

/** The readers' fixed key, as published by libfprint's reverse-engineered uru4000 driver. */
const CHALLENGE_KEY = Uint8Array.of(
  0x79,
  0xac,
  0x91,
  0x79,
  0x5c,
  0xa1,
  0x47,
  0x8e,
  0x98,
  0xe0,
  0x0f,
  0x3c,
  0x59,
  0x8f,
  0x5f,
  0x4b,
);

export function challengeResponse(challenge: Uint8Array): Uint8Array {
  if (challenge.length !== CHALLENGE_LENGTH) {
    throw new RangeError(`A challenge has ${CHALLENGE_LENGTH} bytes, not ${challenge.length}.`);
  }
  const cipher = createCipheriv('aes-128-ecb', CHALLENGE_KEY, null).setAutoPadding(false);
  return new Uint8Array(Buffer.concat([cipher.update(challenge), cipher.final()]));
}
