// The top bar's impersonation icon (spec §2 Shell, §4): user-secret while a support operator acts
// as another user, life-ring in MSP mode; clicking stops impersonation, showing what it does.
import { ActionIcon, Loader, Tooltip } from '@mantine/core';
import { IconLifebuoy, IconSpy } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useImpersonation } from '../../lib/session';
import { TENANT_MESSAGES as MESSAGES } from './messages';

export function ImpersonationIcon() {
  const { kind, stop } = useImpersonation();
  const navigate = useNavigate();
  const [stopping, setStopping] = useState(false);
  if (kind === null) return null;

  const label = kind === 'user' ? MESSAGES.deimpersonating : MESSAGES.returningToMsp;
  const onClick = () => {
    setStopping(true);
    stop();
    setStopping(false);
    void navigate('/', { replace: true });
  };

  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="light"
        color={kind === 'user' ? 'red' : 'orange'}
        size="lg"
        aria-label={label}
        onClick={onClick}
      >
        {stopping ? (
          <Loader size="xs" />
        ) : kind === 'user' ? (
          <IconSpy size={20} aria-hidden />
        ) : (
          <IconLifebuoy size={20} aria-hidden />
        )}
      </ActionIcon>
    </Tooltip>
  );
}
