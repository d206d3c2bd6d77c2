// A centred spinner for a screen or guard that is still loading.
import { Center, Loader } from '@mantine/core';
import { APP_MESSAGES } from '../messages';

export function PageLoader({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <Center mih={fullPage ? '100dvh' : 320} role="status" aria-label={APP_MESSAGES.loading}>
      <Loader type="dots" />
    </Center>
  );
}
