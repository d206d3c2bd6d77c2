// POST /sales/approvals: a manager approves one guarded action for the cashier at the till
// (approval-grant.ts). Rate-limited like sign-in: it checks a PIN or a fingerprint.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APPROVAL_PATHS, approvalRequestSchema, approvalSchema } from '@shared/sales/approvals';
import type { FingerprintMatcherDependencies } from '../auth/fingerprint-matcher';
import { requireTenant } from '../auth/request-context';
import { guardedRoutes } from '../http/guarded-routes';
import type { ModuleDependencies } from '../http/module';
import { loginRateLimited } from '../http/rate-limits';
import { grantApproval } from './approval-grant';
import { pointOfSaleContext } from './point-of-sale-access';

export const approvalsRoutes: FastifyPluginAsyncZod<
  ModuleDependencies & FingerprintMatcherDependencies
> = async (app, deps) => {
  await guardedRoutes(app, deps, [requireTenant], (scope) => {
    scope.post(
      APPROVAL_PATHS.approvals,
      {
        schema: { body: approvalRequestSchema, response: { 201: approvalSchema } },
        config: loginRateLimited(deps.loginRateLimit),
      },
      async (request, reply) => {
        const context = pointOfSaleContext(request);
        const approval = await grantApproval(deps, context, request.body, request.ip);
        return reply.code(201).send(approval);
      },
    );
  });
};
