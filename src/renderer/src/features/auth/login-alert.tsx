// The login page's announced notices (role="alert"): an error box or a warning, its title in the
// text colour so it keeps WCAG AA contrast on the tinted background in light and dark.
import { Alert } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './login-page.module.css';

interface LoginAlertProps {
  kind: 'error' | 'warning';
  title: string;
  children: ReactNode;
  icon?: ReactNode;
  onClose?: () => void;
  closeButtonLabel?: string;
}

export function LoginAlert({
  kind,
  title,
  children,
  icon,
  onClose,
  closeButtonLabel,
}: LoginAlertProps) {
  const Icon = kind === 'error' ? IconAlertCircle : IconAlertTriangle;
  return (
    <Alert
      color={kind === 'error' ? 'red' : 'yellow'}
      variant="light"
      radius="md"
      icon={icon ?? <Icon size={20} />}
      title={title}
      role="alert"
      classNames={{ title: classes.alertTitle, message: classes.alertMessage }}
      withCloseButton={onClose !== undefined}
      {...(onClose === undefined ? {} : { onClose, closeButtonLabel })}
    >
      {children}
    </Alert>
  );
}
