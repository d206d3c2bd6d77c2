// One invitation: who invited the person to which tenant, until when, and Accept or Decline.
// Accepting makes the person a member, so the identity (the tenant switcher's list) and the
// permissions reload before the success message; an invitation the server no longer has says
// so in place until dismissed.
import { Button, Group, Text, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck, IconUserPlus } from '@tabler/icons-react';
import type { OwnInvitation } from '@shared/accounts/invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { apiErrorText, isApiError, useApi } from '../../api';
import { ownInvitationsQuery } from './invitation-queries';
import classes from './invitations.module.css';
import { INVITATION_MESSAGES as M } from './messages';

type Answer = 'accept' | 'decline';

const expiryFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

interface InvitationNoticeProps {
  invitation: OwnInvitation;
  accountId: string;
}

export function InvitationNotice({ invitation, accountId }: InvitationNoticeProps) {
  const { invitations } = useApi();
  const queryClient = useQueryClient();
  const textId = useId();
  const dismissButton = useRef<HTMLButtonElement>(null);
  const listKey = ownInvitationsQuery(invitations, accountId).queryKey;
  const forget = () => {
    queryClient.setQueryData(listKey, (list) => list?.filter((item) => item.id !== invitation.id));
  };

  const answer = useMutation({
    mutationFn: async (choice: Answer) => {
      if (choice === 'decline') {
        await invitations.decline(invitation.id);
        return;
      }
      await invitations.accept(invitation.id);
      // Identity and permissions are keyed [tenantId, 'identity' | 'permissions'] (lib/session).
      await queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey[1] === 'identity' || query.queryKey[1] === 'permissions',
      });
    },
    onSuccess: (_result, choice) => {
      forget();
      const closeButtonProps = { 'aria-label': M.dismiss };
      notifications.show(
        choice === 'accept'
          ? {
              color: 'teal',
              icon: <IconCheck size={18} />,
              title: M.joined(invitation.tenantName),
              message: M.joinedDetail,
              closeButtonProps,
            }
          : { color: 'gray', message: M.declined(invitation.tenantName), closeButtonProps },
      );
    },
  });
  const gone = isApiError(answer.error) && answer.error.status === 404;
  /** An answer's button: busy while that answer is sent, disabled while the other one is. */
  const answerButton = (choice: Answer) =>
    ({
      size: 'sm',
      loading: answer.isPending && answer.variables === choice,
      disabled: answer.isPending && answer.variables !== choice,
      onClick: () => {
        answer.mutate(choice);
      },
    }) as const;

  useEffect(() => {
    if (gone) dismissButton.current?.focus();
  }, [gone]);

  return (
    <div className={classes.notice} aria-labelledby={textId} role="group">
      <ThemeIcon variant="light" radius="xl" size={34} className={classes.icon} aria-hidden>
        <IconUserPlus size={18} stroke={1.8} />
      </ThemeIcon>
      <div className={classes.body}>
        <div className={classes.summary}>
          <Text id={textId} fw={600} size="sm">
            {M.invited(invitation.invitedBy, invitation.tenantName)}
          </Text>
          {answer.isError ? (
            <Text size="sm" c="red" role="alert" className={classes.problem}>
              <IconAlertCircle size={16} aria-hidden />
              <span>{gone ? M.gone : `${M.failedTitle}: ${apiErrorText(answer.error)}`}</span>
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {M.expires(expiryFormat.format(new Date(invitation.expiresAt)))}
            </Text>
          )}
        </div>
        <Group gap="xs" wrap="nowrap">
          {gone ? (
            <Button ref={dismissButton} size="sm" variant="default" onClick={forget}>
              {M.dismiss}
            </Button>
          ) : (
            <>
              <Button
                variant="default"
                aria-label={M.declineLabel(invitation.tenantName)}
                {...answerButton('decline')}
              >
                {M.decline}
              </Button>
              <Button aria-label={M.acceptLabel(invitation.tenantName)} {...answerButton('accept')}>
                {M.accept}
              </Button>
            </>
          )}
        </Group>
      </div>
    </div>
  );
}
