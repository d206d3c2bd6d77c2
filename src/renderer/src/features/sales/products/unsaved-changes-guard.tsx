// Unsaved changes in the editor hold back leaving it (asking first) and make the tab ask before
// it closes. `allowNext` lets the editor's own navigation after a save through.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { PRODUCT_MESSAGES as M } from './messages';

export function useUnsavedChangesGuard(dirty: boolean) {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => {
      window.removeEventListener('beforeunload', ask);
    };
  }, [dirty]);
  return {
    blocker,
    allowNext: () => {
      allowed.current = true;
    },
  };
}

export function UnsavedChangesDialog({ blocker }: { blocker: ReturnType<typeof useBlocker> }) {
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={M.discardTitle}
      closeButtonProps={{ 'aria-label': M.close }}
      centered
      radius="lg"
    >
      <Stack gap="md">
        <Text>{M.discardBody}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            {M.keepEditing}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            {M.discard}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
