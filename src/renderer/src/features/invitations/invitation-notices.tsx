// The signed-in person's pending invitations, one notice each, in a bar under the top bar. They
// are answered by the person in a browser: a shared station (install mode) never shows them, nor
// does a support operator acting as the user (the server refuses their answers anyway).
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api';
import { useInstall, useSession } from '../../lib/session';
import { InvitationNotice } from './invitation-notice';
import { ownInvitationsQuery } from './invitation-queries';
import classes from './invitations.module.css';
import { INVITATION_MESSAGES as M } from './messages';

export function InvitationNotices() {
  const session = useSession();
  const install = useInstall();
  const { invitations } = useApi();
  const accountId = session?.userId ?? '';
  const shown = session !== null && session.impersonatorUserId === null && install === null;
  const { data } = useQuery({ ...ownInvitationsQuery(invitations, accountId), enabled: shown });

  if (!shown || data === undefined || data.length === 0) return null;
  return (
    <section aria-label={M.regionLabel} className={classes.bar}>
      {data.map((invitation) => (
        <InvitationNotice key={invitation.id} invitation={invitation} accountId={accountId} />
      ))}
    </section>
  );
}
