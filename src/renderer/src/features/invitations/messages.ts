// Every user-facing text of the invitation notices: an invitation to join a tenant, its answers,
// and what happened after one.
export const INVITATION_MESSAGES = {
  regionLabel: 'Invitations',
  invited: (inviter: string | null, tenantName: string) =>
    inviter === null
      ? `You were invited to join ${tenantName}.`
      : `${inviter} invited you to join ${tenantName}.`,
  expires: (date: string) => `The invitation expires on ${date}.`,
  accept: 'Accept',
  decline: 'Decline',
  acceptLabel: (tenantName: string) => `Accept the invitation to join ${tenantName}`,
  declineLabel: (tenantName: string) => `Decline the invitation to join ${tenantName}`,
  joined: (tenantName: string) => `You joined ${tenantName}.`,
  joinedDetail: 'Switch to it any time from Switch Tenant in the user menu.',
  declined: (tenantName: string) => `You declined the invitation to join ${tenantName}.`,
  gone: 'This invitation is no longer available.',
  failedTitle: 'Your answer could not be sent',
  dismiss: 'Dismiss',
} as const;
