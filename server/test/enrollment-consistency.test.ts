// Enrolment that proves itself (issue 13): POST /identity/enroll-fingerprint compares the five
// presses with each other with the engine, names a press that disagrees and stores nothing; five
// presses of one finger are stored. Templates are extracted from synthetic prints as Zyno Desktop
// makes them.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@shared/api-error';
import {
  enrollmentInconsistentDetailsSchema,
  fingerprintSchema,
  fingerprintsResponseSchema,
} from '@shared/fingerprints/fingerprints';
import { capturedSample, extractMinutiae, syntheticFinger } from '@zyno/fingerprint';
import { disagreeingSamples } from '../src/fingerprints/enrollment-consistency';
import { AUTH, callApi, enrollmentSamples, harborAdmin, signIn, useHttpTestApp } from './fixtures';

/** Impression `impression` of synthetic finger `finger` as the `fmd` the desktop posts. */
function press(finger: number, impression: number): string {
  const { image } = syntheticFinger(finger, impression);
  return capturedSample(image, extractMinutiae(image).minutiae).Data;
}

const bytes = (fmds: readonly string[]) => fmds.map((fmd) => Buffer.from(fmd, 'base64'));

const FINGER = 4242;
const STRANGER = 9191;
let onePerson: string[];

beforeAll(() => {
  onePerson = [0, 1, 2, 3, 4].map((impression) => press(FINGER, impression));
}, 60_000);

describe('comparing the presses of an enrolment', () => {
  it('finds five presses of one finger in agreement', () => {
    expect(disagreeingSamples(bytes(onePerson))).toEqual([]);
  });

  it.each([0, 2, 4])('names a foreign finger pressed as sample %i', (index) => {
    const mixed = onePerson.with(index, press(STRANGER, index));
    expect(disagreeingSamples(bytes(mixed))).toEqual([index]);
  });

  it('names two foreign presses, even when they agree with each other', () => {
    const mixed = onePerson.with(1, press(STRANGER, 0)).with(3, press(STRANGER, 1));
    expect(disagreeingSamples(bytes(mixed))).toEqual([1, 3]);
  });

  it('names every press when no two agree', () => {
    const strangers = [11, 12, 13, 14, 15].map((finger) => press(finger, 0));
    expect(disagreeingSamples(bytes(strangers))).toEqual([0, 1, 2, 3, 4]);
  });

  it("accepts the test fixtures' five presses of one finger", () => {
    for (const seed of [1, 2, 3, 71, 4321]) {
      expect(disagreeingSamples(bytes(enrollmentSamples(seed)))).toEqual([]);
    }
  });
});

const app = await useHttpTestApp();

describe('POST /identity/enroll-fingerprint', () => {
  let jwt: string;
  let tenantId: string;

  beforeAll(async () => {
    tenantId = (await harborAdmin(app)).tenantId;
    jwt = (await signIn(app.app, 'max.manager@harbor.example')).login.jwt;
  });

  const enroll = (finger: number, fmds: readonly string[]) =>
    callApi(app, `${AUTH}/identity/enroll-fingerprint`, {
      jwt,
      tenantId,
      body: { finger, fmds },
    });

  const fingersEnrolled = async () => {
    const response = await callApi(app, `${AUTH}/identity/get-fingerprints`, { jwt, tenantId });
    return fingerprintsResponseSchema.parse(await response.json()).map((row) => row.finger);
  };

  it('refuses a foreign press with 422, naming it, and stores nothing', async () => {
    const response = await enroll(2, onePerson.with(3, press(STRANGER, 3)));
    expect(response.status).toBe(422);
    const { error } = apiErrorBodySchema.parse(await response.json());
    expect(error.code).toBe('enrollment_inconsistent');
    expect(error.message).toBe('Sample 4 did not match the others: press the same finger again.');
    expect(enrollmentInconsistentDetailsSchema.parse(error.details)).toEqual({ samples: [3] });
    expect(await fingersEnrolled()).not.toContain(2);
  });

  it('stores five presses of one finger', async () => {
    const response = await enroll(2, onePerson);
    expect(response.status).toBe(201);
    expect(fingerprintSchema.parse(await response.json()).finger).toBe(2);
    expect(await fingersEnrolled()).toContain(2);
  });
});
