// The login page at /login (spec §2 Login page): the e-mail step, then the password step or the
// single sign-on popup; the one-shot logout cause, the rotating product names, legal links and
// version; it reloads itself when a new version is deployed. A signed-in visitor goes straight on.
// At a registered Zyno Desktop station the page offers the station's sign-in instead: username
// and PIN or password, or a touch on the fingerprint reader.
import { Group, Loader, Stack } from '@mantine/core';
import type { AccessContext } from '@shared/route-access';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSuite } from '../../lib/apps';
import { Redirect, usePageLocation, usePageNavigate } from '../../lib/navigation';
import { loadOnce } from '../../lib/load-once';
import { whenIdle } from '../../lib/when-idle';
import { usePageTitle } from '../../lib/page-title';
import { useInstall, useSession } from '../../lib/session';
import { usePlatform } from '../../platform';
import { ZynoMark } from '../../ui';
import { BrandPanel, ProductHeadline } from './brand-panel';
import { EmailStep } from './email-step';
import { LoginFooter } from './login-footer';
import classes from './login-page.module.css';
import { DESKTOP_LOGIN_MESSAGES, LOGIN_MESSAGES } from './messages';
import { SignInHeading } from './sign-in-heading';
import type * as LoginDeferredModule from './login-deferred';
import type { SsoAttempt } from './sso/sso-step';
import { openSsoPopup } from '../../lib/sso-popup';
import { useReloadOnNewVersion } from './use-reload-on-new-version';
import { useRotatingProduct } from './use-rotating-product';

type LoginDeferred = typeof LoginDeferredModule;

/** The page's code it fetches once drawn (login-deferred.ts). */
const loadLoginDeferred = loadOnce(() => import('./login-deferred'));

/** The step on screen; the later steps carry their code, loaded before they are shown. */
type Step =
  | { name: 'email'; email: string; error: unknown }
  | { name: 'password'; email: string; code: LoginDeferred }
  | { name: 'sso'; email: string; attempt: SsoAttempt; code: LoginDeferred };

const STEP_SUBTITLES: Record<Step['name'], string> = {
  email: LOGIN_MESSAGES.subtitle,
  password: LOGIN_MESSAGES.passwordSubtitle,
  sso: LOGIN_MESSAGES.ssoSubtitle,
};

function WebSignIn({ onSignedIn }: { onSignedIn: (context: AccessContext) => void }) {
  const [step, setStep] = useState<Step>({ name: 'email', email: '', error: null });
  const [rememberMe, setRememberMe] = useState(false);
  const backToEmail = (error: unknown = null) => {
    setStep({ name: 'email', email: step.email, error });
  };
  // Once the browser is idle after drawing the page, while the e-mail is typed; a failure shows at
  // the e-mail's submit, which asks again.
  useEffect(
    () =>
      whenIdle(() => {
        loadLoginDeferred().catch(() => undefined);
      }),
    [],
  );

  return (
    <Stack gap="xl">
      <SignInHeading subtitle={STEP_SUBTITLES[step.name]} />
      {step.name === 'email' ? (
        <EmailStep
          loadSchema={async () => (await loadLoginDeferred()).emailStepSchema}
          initialEmail={step.email}
          initialError={step.error}
          rememberMe={rememberMe}
          onRememberMeChange={setRememberMe}
          onPasswordRequired={async (email) => {
            setStep({ name: 'password', email, code: await loadLoginDeferred() });
          }}
          onSingleSignOn={async (email, authorizeUrl) => {
            // Opened right away, while the browser still counts the click as the reason.
            const id = crypto.randomUUID();
            const attempt = { id, authorizeUrl, popup: openSsoPopup(id) };
            try {
              setStep({ name: 'sso', email, attempt, code: await loadLoginDeferred() });
            } catch (error) {
              attempt.popup?.close();
              throw error;
            }
          }}
        />
      ) : step.name === 'password' ? (
        <step.code.PasswordStep
          email={step.email}
          rememberMe={rememberMe}
          onRememberMeChange={setRememberMe}
          onChangeEmail={() => {
            backToEmail();
          }}
          onSignedIn={onSignedIn}
        />
      ) : (
        <step.code.SsoStep
          attempt={step.attempt}
          rememberMe={rememberMe}
          onCancel={() => {
            backToEmail();
          }}
          onFailed={backToEmail}
          onSignedIn={onSignedIn}
        />
      )}
    </Stack>
  );
}

/**
 * A registered station's sign-in, in a chunk of its own: only Zyno Desktop draws it, and a
 * browser's login page goes without its code (the fingerprint reader's query above all).
 */
const DesktopSignIn = lazy(async () => ({
  default: (await import('./desktop-sign-in')).DesktopSignIn,
}));

export function LoginPage() {
  usePageTitle();
  useReloadOnNewVersion();
  const location = usePageLocation();
  const navigate = usePageNavigate();
  const session = useSession();
  const install = useInstall();
  const { desktop } = usePlatform();
  const [wasSignedIn] = useState(session !== null);
  const product = useRotatingProduct();
  const suite = useSuite();

  if (wasSignedIn) return <Redirect to="/" />;
  const onSignedIn = (context: AccessContext) => {
    void Promise.all([suite.loadAccess(), loadLoginDeferred()]).then(([access, later]) => {
      navigate(later.loginDestination(location.state, context, access), { replace: true });
    });
  };

  return (
    <div className={classes.page}>
      <BrandPanel product={product} />
      <main className={classes.formSide}>
        <div className={classes.formColumn}>
          <div className={classes.compactBrand}>
            <ZynoMark size={44} />
            <ProductHeadline product={product} size="sm" />
          </div>
          {install !== null && desktop !== null ? (
            <Suspense
              fallback={
                <Group justify="center" py="xl">
                  <Loader size="sm" aria-label={DESKTOP_LOGIN_MESSAGES.loading} />
                </Group>
              }
            >
              <DesktopSignIn install={install} desktop={desktop} onSignedIn={onSignedIn} />
            </Suspense>
          ) : (
            <WebSignIn onSignedIn={onSignedIn} />
          )}
        </div>
        <LoginFooter />
      </main>
    </div>
  );
}
