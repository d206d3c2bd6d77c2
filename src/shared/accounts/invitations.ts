// Contracts of tenant invitations (auth family): an admin who adds a person whose account another
// tenant manages invites them; nothing changes for that account until its owner, signed in,
// accepts. The admin side lives under /accounts, the person's side under /identity.
import { z } from 'zod';

export const INVITATIONS_PATHS = {
  /** GET: the current tenant's pending invitations (admins). */
  tenantInvitations: '/accounts/invitations',
  /** DELETE: withdraw one (admins). */
  tenantInvitation: '/accounts/invitations/:id',
  /** GET: the signed-in person's pending invitations. */
  ownInvitations: '/identity/invitations',
  /** POST: accept one; the person becomes a member of its tenant. */
  acceptInvitation: '/identity/invitations/:id/accept',
  /** POST: decline one; it is gone. */
  declineInvitation: '/identity/invitations/:id/decline',
} as const;

/** How long an invitation waits for an answer. */
export const INVITATION_LIFETIME_DAYS = 14;

export const invitationIdParamsSchema = z.object({
  id: z.uuid('The invitation id must be a uuid.'),
});

/**
 * An invitation as the inviting tenant's admins see it: the e-mail address they typed and what
 * the membership will hold. The account's names and id stay hidden until it accepts.
 */
export const tenantInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  isAdmin: z.boolean(),
  roleIds: z.array(z.uuid()),
  permissions: z.record(z.string(), z.record(z.string(), z.boolean())),
  invitedAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type TenantInvitation = z.infer<typeof tenantInvitationSchema>;

export const tenantInvitationsResponseSchema = z.array(tenantInvitationSchema);

/** An invitation as the invited person sees it. */
export const ownInvitationSchema = z.object({
  id: z.uuid(),
  tenantId: z.uuid(),
  tenantName: z.string(),
  /** Who invited them, by name; null when that account no longer exists. */
  invitedBy: z.string().nullable(),
  invitedAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type OwnInvitation = z.infer<typeof ownInvitationSchema>;

export const ownInvitationsResponseSchema = z.array(ownInvitationSchema);
