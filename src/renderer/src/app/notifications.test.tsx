// Notifications shown anywhere in the app (showSuccess, failed saves) carry a close button that
// says what it does.
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { showSuccess } from '../ui/show-success';
import { APP_MESSAGES } from './messages';
import { theme } from './theme';

it('names the close button of every notification', async () => {
  render(
    <MantineProvider theme={theme}>
      <Notifications />
    </MantineProvider>,
  );
  act(() => {
    showSuccess('The product has been saved.');
    notifications.show({ color: 'red', title: 'Saving failed', message: 'Try again.' });
  });
  expect(await screen.findByText('The product has been saved.')).toBeTruthy();
  expect(
    await screen.findAllByRole('button', { name: APP_MESSAGES.closeNotification }),
  ).toHaveLength(2);
});
