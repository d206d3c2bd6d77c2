// Handshakes (src/shared/installs/handshake.ts): the signed statement, and the server's checks — a valid
// Ed25519 signature by the key it names, a timestamp within 5 minutes of the server's clock, a
// nonce accepted once (spent only with the work it authorises), and a well-formed shape.
import { describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@shared/api-error';
import {
  HANDSHAKE_MAX_CLOCK_SKEW_MS,
  handshakeMessage,
  handshakeSchema,
} from '@shared/installs/handshake';
import { detectedInstallSchema } from '@shared/installs/installs';
import {
  count,
  createInstallKeys,
  harborAdmin,
  makeHandshake,
  post,
  registerInstall,
  useRecordingTestApp,
} from './fixtures';

const app = await useRecordingTestApp();
const { keys, install } = await registerInstall(app.server, await harborAdmin(app.server));

function detect(handshake: unknown) {
  return post(app.server, '/installs/detect-install', { handshake });
}

async function expectRejected(response: Response, message: string) {
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({ error: { code: 'invalid_handshake', message } });
}

const WRONG_SIGNATURE = "The handshake's signature does not match its public key.";
const CLOCK =
  "The handshake's time is more than 5 minutes from the server's. Check the station's clock and try again.";
const REPLAYED = 'This handshake was already used. Every request needs a new handshake.';

describe('the signed statement', () => {
  it('is the protocol line and the three fields, one per line', () => {
    expect(
      handshakeMessage({ publicKey: 'KEY', timestamp: 1_700_000_000_000, nonce: 'NONCE' }),
    ).toBe('zyno-handshake/v1\nKEY\n1700000000000\nNONCE');
  });

  it('has a shape the schema accepts', () => {
    const handshake = makeHandshake(keys);
    expect(handshakeSchema.parse(handshake)).toEqual(handshake);
    expect(handshake.publicKey).toHaveLength(60);
    expect(handshake.signature).toHaveLength(88);
  });
});

describe('verification', () => {
  it('accepts a fresh handshake of a registered install', async () => {
    const response = await detect(makeHandshake(keys));
    expect(response.status).toBe(200);
    expect(detectedInstallSchema.parse(await response.json()).id).toBe(install.id);
  });

  it('refuses a signature made with another key', async () => {
    const forged = makeHandshake(createInstallKeys());
    await expectRejected(
      await detect({ ...makeHandshake(keys), signature: forged.signature }),
      WRONG_SIGNATURE,
    );
  });

  it('refuses a handshake whose fields were changed after signing', async () => {
    const handshake = makeHandshake(keys);
    await expectRejected(
      await detect({ ...handshake, timestamp: handshake.timestamp + 1 }),
      WRONG_SIGNATURE,
    );
    await expectRejected(
      await detect({ ...handshake, nonce: makeHandshake(keys).nonce }),
      WRONG_SIGNATURE,
    );
  });

  it('accepts a timestamp within 5 minutes either way, and refuses one beyond', async () => {
    const minute = 60_000;
    const withSkew = (skew: number) => makeHandshake(keys, { timestamp: Date.now() + skew });
    expect((await detect(withSkew(-4 * minute))).status).toBe(200);
    expect((await detect(withSkew(4 * minute))).status).toBe(200);
    await expectRejected(await detect(withSkew(-HANDSHAKE_MAX_CLOCK_SKEW_MS - minute)), CLOCK);
    await expectRejected(await detect(withSkew(HANDSHAKE_MAX_CLOCK_SKEW_MS + minute)), CLOCK);
  });

  it('accepts a nonce once', async () => {
    const handshake = makeHandshake(keys);
    expect((await detect(handshake)).status).toBe(200);
    await expectRejected(await detect(handshake), REPLAYED);
  });

  it('accepts a nonce once across calls', async () => {
    const handshake = makeHandshake(keys);
    expect((await detect(handshake)).status).toBe(200);
    const signIn = await post(app.server, '/installs/auth-credentials', {
      handshake,
      username: 'ava',
      password: '11112222',
    });
    await expectRejected(signIn, REPLAYED);
  });

  it('does not spend the nonce when the work it authorised failed', async () => {
    const stranger = createInstallKeys();
    const handshake = makeHandshake(stranger);
    const before = await count(app.server.database, 'used_handshakes');
    expect((await detect(handshake)).status).toBe(401);
    expect(await count(app.server.database, 'used_handshakes')).toBe(before);
  });

  it('forgets nonces of handshakes no longer fresh', async () => {
    await app.server.database.query(
      `INSERT INTO used_handshakes (nonce, public_key, expires_at)
       VALUES ('expired-nonce-0000000000', $1, now() - interval '1 minute')`,
      [keys.publicKey],
    );
    expect((await detect(makeHandshake(keys))).status).toBe(200);
    const left = await app.server.database.query(
      "SELECT 1 FROM used_handshakes WHERE nonce = 'expired-nonce-0000000000'",
    );
    expect(left).toHaveLength(0);
  });
});

describe('a malformed handshake', () => {
  const cases: [string, (handshake: Record<string, unknown>) => unknown, string][] = [
    ['a missing handshake', () => undefined, 'handshake: This field is required.'],
    [
      'a public key that is not an Ed25519 key',
      (handshake) => ({ ...handshake, publicKey: Buffer.alloc(44, 1).toString('base64') }),
      'handshake.publicKey: publicKey must be an Ed25519 public key (SPKI DER, base64).',
    ],
    [
      'a nonce of fewer than 16 bytes',
      (handshake) => ({ ...handshake, nonce: Buffer.alloc(8, 7).toString('base64url') }),
      'handshake.nonce: nonce must be at least 16 random bytes in base64url.',
    ],
    [
      'a signature of the wrong length',
      (handshake) => ({ ...handshake, signature: Buffer.alloc(32).toString('base64') }),
      'handshake.signature: signature must be an Ed25519 signature (64 bytes, base64).',
    ],
    [
      'a timestamp that is not whole milliseconds',
      (handshake) => ({ ...handshake, timestamp: 1.5 }),
      'handshake.timestamp: timestamp must be whole milliseconds since the epoch.',
    ],
    [
      'an unknown field',
      (handshake) => ({ ...handshake, extra: true }),
      'handshake: Unrecognized key: "extra"',
    ],
  ];

  for (const [name, change, message] of cases) {
    it(`is refused with 400 naming the field: ${name}`, async () => {
      const before = await count(app.server.database, 'used_handshakes');
      const response = await detect(change({ ...makeHandshake(keys) }));
      expect(response.status).toBe(400);
      const body = apiErrorBodySchema.parse(await response.json());
      expect(body.error).toMatchObject({ code: 'validation_failed', message });
      expect(await count(app.server.database, 'used_handshakes')).toBe(before);
    });
  }
});
