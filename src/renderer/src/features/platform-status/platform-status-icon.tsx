// The incident icon in the top bar (spec §4, §8): polls the status feed, shows the state's look
// and tooltip, and on click acknowledges the newest change and opens the status page.
import { IconAlertTriangle, IconCircleCheck, IconCloudX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { PERSISTENT_KEYS } from '../../lib/session';
import { LabelledIconButton } from '../../ui';
import { PLATFORM_STATUS_MESSAGES } from './messages';
import { platformStatusQueries } from './platform-status-feed';
import { platformStatusState } from './platform-status-state';
import classes from './platform-status.module.css';

const LOOKS = {
  unreachable: { icon: IconCloudX, color: 'yellow', label: PLATFORM_STATUS_MESSAGES.unreachable },
  open: { icon: IconAlertTriangle, color: 'red', label: PLATFORM_STATUS_MESSAGES.open },
  resolved: { icon: IconCircleCheck, color: 'teal', label: PLATFORM_STATUS_MESSAGES.resolved },
} as const;

export interface PlatformStatusIconProps {
  /** Where the acknowledged marker is kept; localStorage outside tests. */
  storage?: Storage;
}

export function PlatformStatusIcon({ storage = window.localStorage }: PlatformStatusIconProps) {
  const { status } = useRuntimeConfig();
  const feed = useQuery(platformStatusQueries.incidents(status.apiUrl));
  const [acknowledged, setAcknowledged] = useState(() =>
    storage.getItem(PERSISTENT_KEYS.acknowledgedIncidentId),
  );
  const state = platformStatusState(
    feed.status === 'success' ? { status: 'success', data: feed.data } : { status: feed.status },
    acknowledged,
  );
  if (state.kind === 'hidden') return null;
  const look = LOOKS[state.kind];
  const Icon = look.icon;

  return (
    <LabelledIconButton
      label={look.label}
      tooltipWidth={260}
      variant="light"
      color={look.color}
      data-status={state.kind}
      className={state.kind === 'open' && state.bouncing ? classes.bouncing : undefined}
      onClick={() => {
        if (state.kind !== 'unreachable') {
          storage.setItem(PERSISTENT_KEYS.acknowledgedIncidentId, state.marker);
          setAcknowledged(state.marker);
        }
        window.open(status.pageUrl, '_blank', 'noopener,noreferrer');
      }}
    >
      <Icon size={20} stroke={1.8} />
    </LabelledIconButton>
  );
}
