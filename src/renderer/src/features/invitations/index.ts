// Invitations: the signed-in person's invitations to join other tenants, accepted or declined
// from a bar under the top bar.
export { InvitationNotices } from './invitation-notices';
