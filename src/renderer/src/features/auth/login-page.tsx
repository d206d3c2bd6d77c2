// The login page at /login (spec §2 Login page): e-mail step, then password step, with the
// one-shot logout cause, legal links and version. A signed-in visitor goes straight on.
import { Alert, Center, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { canReachPath, type AccessContext } from '@shared/route-access';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { usePageTitle } from '../../lib/page-title';
import { useLogoutCause, useSession } from '../../lib/session';
import { ZynoMark } from '../../ui';
import { EmailStep } from './email-step';
import { LoginFooter } from './login-footer';
import classes from './login-page.module.css';
import { LOGIN_MESSAGES } from './messages';
import { PasswordStep } from './password-step';
import { ProductHeadline } from './product-headline';

type Step = { name: 'email'; email: string } | { name: 'password'; email: string };

/** Guards put the address the visitor wanted into the navigation state. */
const fromStateSchema = z.object({ from: z.string().startsWith('/') });

/** Where to go after sign-in: back where they wanted to be if they may, else the launcher. */
function destination(state: unknown, context: AccessContext): string {
  const parsed = fromStateSchema.safeParse(state);
  if (!parsed.success) return '/';
  const { pathname } = new URL(parsed.data.from, 'http://zyno.invalid');
  if (pathname.startsWith('/login')) return '/';
  return canReachPath(pathname, context) ? parsed.data.from : '/';
}

export function LoginPage() {
  usePageTitle();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const [wasSignedIn] = useState(session !== null);
  const [step, setStep] = useState<Step>({ name: 'email', email: '' });
  const { cause, dismiss } = useLogoutCause();

  if (wasSignedIn) return <Navigate to="/" replace />;

  return (
    <main className={classes.page}>
      <Paper className={classes.card} radius="lg" shadow="xl" withBorder>
        <Stack gap="xl">
          <Stack gap="xs" align="center">
            <ZynoMark size={48} />
            <ProductHeadline />
            <Text c="dimmed" size="sm">
              {LOGIN_MESSAGES.subtitle}
            </Text>
          </Stack>
          {cause === null ? null : (
            <Alert
              color="yellow"
              variant="light"
              icon={<IconAlertTriangle size={20} />}
              title={LOGIN_MESSAGES.logoutCauseTitle}
              withCloseButton
              closeButtonLabel={LOGIN_MESSAGES.dismiss}
              onClose={dismiss}
            >
              {cause}
            </Alert>
          )}
          {step.name === 'email' ? (
            <EmailStep
              initialEmail={step.email}
              onPasswordRequired={(email) => {
                setStep({ name: 'password', email });
              }}
            />
          ) : (
            <PasswordStep
              email={step.email}
              onChangeEmail={() => {
                setStep({ name: 'email', email: step.email });
              }}
              onSignedIn={(context) => {
                void navigate(destination(location.state, context), { replace: true });
              }}
            />
          )}
        </Stack>
      </Paper>
      <Center>
        <LoginFooter />
      </Center>
    </main>
  );
}
