// The top of the sign-in form on the web and at a Zyno Desktop station: the heading, the
// subtitle for the current step, and why the last session ended.
import { Stack, Title } from '@mantine/core';
import { MutedText } from './muted-text';
import classes from './login-page.module.css';
import { LogoutCauseAlert } from './logout-cause-alert';
import { LOGIN_MESSAGES } from './messages';

export function SignInHeading({ subtitle }: { subtitle: string }) {
  return (
    <>
      <Stack gap={6}>
        <Title order={1} className={classes.title}>
          {LOGIN_MESSAGES.heading}
        </Title>
        <MutedText>{subtitle}</MutedText>
      </Stack>
      <LogoutCauseAlert />
    </>
  );
}
