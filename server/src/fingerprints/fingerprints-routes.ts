// The fingerprint rows of the auth family (spec §7): listing, enrolling and deleting enrolled
// fingerprints, one's own or — as a tenant admin — a member's. Templates are checked for
// structure before anything is written; a finger enrolled twice for one account is a 409, and so
// is an eleventh fingerprint: one per finger, unassigned ones included, so nobody can fill the
// database with them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountIdParamsSchema,
  addFingerprintRequestSchema,
  enrollFingerprintRequestSchema,
  FINGER_NAMES,
  FINGERPRINT_PATHS,
  fingerprintIdParamsSchema,
  fingerprintSchema,
  fingerprintsQuerySchema,
  fingerprintsResponseSchema,
  type Fingerprint,
} from '@shared/fingerprints/fingerprints';
import { recordAudit } from '../auth/audit-log';
import { requireTenant, tenantContext, type TenantContext } from '../auth/request-context';
import type { Database } from '../db/database';
import { conflict, notFoundError, uniqueViolation } from '../http/errors';
import { decodeTemplate } from '../http/fmd-template';
import { guardedRoutes } from '../http/guarded-routes';
import type { ModuleDependencies } from '../http/module';
import { assertConsistentEnrollment, mergedTemplate } from './enrollment-consistency';
import { fingerprintAccount } from './fingerprint-access';
import {
  deleteFingerprints,
  fingerprintOwner,
  insertFingerprint,
  isFingerEnrolled,
  listFingerprints,
  lockAccountFingerprints,
} from './fingerprints-store';

function fingerAlreadyEnrolled(finger: number) {
  const name = FINGER_NAMES[finger] ?? `finger ${finger}`;
  return conflict(
    `The ${name} finger is already enrolled for this account. Delete it to enroll it again.`,
  );
}

/** One per finger (spec §3: fingers 0–9); unassigned ones count against it too. */
export const MAX_FINGERPRINTS_PER_ACCOUNT = FINGER_NAMES.length;

function tooManyFingerprints() {
  return conflict(
    `An account may have at most ${MAX_FINGERPRINTS_PER_ACCOUNT} fingerprints. Delete one to enroll another.`,
  );
}

function noSuchFingerprint(fingerprintId: string) {
  return notFoundError(`There is no fingerprint ${fingerprintId}.`);
}

async function storeFingerprint(
  database: Database,
  context: TenantContext,
  request: {
    accountId: string | null | undefined;
    finger: number | null;
    templates: Buffer[];
    mergedTemplate: Buffer | null;
  },
): Promise<Fingerprint> {
  const accountId = await fingerprintAccount(database, context, request.accountId, 'change');
  const { finger } = request;
  try {
    return await database.transaction(async (tx) => {
      const enrolled = await lockAccountFingerprints(tx, accountId);
      if (finger !== null && (await isFingerEnrolled(tx, accountId, finger))) {
        throw fingerAlreadyEnrolled(finger);
      }
      if (enrolled >= MAX_FINGERPRINTS_PER_ACCOUNT) throw tooManyFingerprints();
      const stored = await insertFingerprint(tx, {
        accountId,
        finger,
        templates: request.templates,
        mergedTemplate: request.mergedTemplate,
        registeredBy: context.actorAccountId,
        installId: context.installId,
      });
      await recordAudit(tx, context, {
        action: 'fingerprint.enroll',
        targetType: 'fingerprint',
        targetId: stored.id,
        after: { accountId, finger, samples: request.templates.length },
      });
      return stored;
    });
  } catch (error) {
    // Two enrollments of one finger at once: the unique index stops the second.
    if (finger !== null && uniqueViolation(error) !== null) throw fingerAlreadyEnrolled(finger);
    throw error;
  }
}

export const fingerprintRoutes: FastifyPluginAsyncZod<ModuleDependencies> = async (app, deps) => {
  const { database } = deps;
  await guardedRoutes(app, deps, [requireTenant], (scope) => {
    scope.get(
      FINGERPRINT_PATHS.fingerprints,
      {
        schema: {
          querystring: fingerprintsQuerySchema,
          response: { 200: fingerprintsResponseSchema },
        },
      },
      async (request) => {
        const context = tenantContext(request);
        const accountId = await fingerprintAccount(
          database,
          context,
          request.query.accountId,
          'read',
        );
        return listFingerprints(database, accountId);
      },
    );

    scope.get(
      FINGERPRINT_PATHS.ownFingerprints,
      { schema: { response: { 200: fingerprintsResponseSchema } } },
      (request) => listFingerprints(database, tenantContext(request).accountId),
    );

    scope.post(
      FINGERPRINT_PATHS.enrollFingerprint,
      { schema: { body: enrollFingerprintRequestSchema, response: { 201: fingerprintSchema } } },
      async (request, reply) => {
        const { accountId, finger, fmds } = request.body;
        const templates = fmds.map((fmd, index) => decodeTemplate(fmd, `fmds.${index}`));
        assertConsistentEnrollment(templates);
        const stored = await storeFingerprint(database, tenantContext(request), {
          accountId,
          finger,
          templates,
          mergedTemplate: mergedTemplate(templates),
        });
        return reply.code(201).send(stored);
      },
    );

    scope.post(
      FINGERPRINT_PATHS.addFingerprint,
      { schema: { body: addFingerprintRequestSchema, response: { 201: fingerprintSchema } } },
      async (request, reply) => {
        const { accountId, finger, fmd } = request.body;
        const stored = await storeFingerprint(database, tenantContext(request), {
          accountId,
          finger,
          templates: [decodeTemplate(fmd, 'fmd')],
          mergedTemplate: null,
        });
        return reply.code(201).send(stored);
      },
    );

    scope.delete(
      FINGERPRINT_PATHS.fingerprint,
      { schema: { params: fingerprintIdParamsSchema } },
      async (request, reply) => {
        const fingerprintId = request.params.id;
        const owner = await fingerprintOwner(database, fingerprintId);
        if (owner === null) throw noSuchFingerprint(fingerprintId);
        const context = tenantContext(request);
        await fingerprintAccount(database, context, owner, 'change', () =>
          noSuchFingerprint(fingerprintId),
        );
        await database.transaction(async (tx) => {
          await deleteFingerprints(tx, { fingerprintId, accountId: owner });
          await recordAudit(tx, context, {
            action: 'fingerprint.delete',
            targetType: 'fingerprint',
            targetId: fingerprintId,
            before: { accountId: owner },
          });
        });
        return reply.code(204).send();
      },
    );

    scope.delete(
      FINGERPRINT_PATHS.accountFingerprints,
      { schema: { params: accountIdParamsSchema } },
      async (request, reply) => {
        const context = tenantContext(request);
        const accountId = await fingerprintAccount(database, context, request.params.id, 'change');
        await database.transaction(async (tx) => {
          await deleteFingerprints(tx, { accountId });
          await recordAudit(tx, context, {
            action: 'fingerprint.delete_all',
            targetType: 'account',
            targetId: accountId,
          });
        });
        return reply.code(204).send();
      },
    );
  });
};
