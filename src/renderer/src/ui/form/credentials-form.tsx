// The sign-in form of a name and a secret, shared by the station's sign-in (username + PIN or
// password) and the registration window's administrator sign-in (e-mail + password). It only
// lays out what its screen gives it: the texts, the inputs' props and the submit's state.
import {
  Button,
  PasswordInput,
  Stack,
  TextInput,
  type ButtonProps,
  type MantineSize,
} from '@mantine/core';
import { IconLock, IconMail, IconUser } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { UNRECORDED_INPUT } from '../../lib/session-replay';
import type { TextFieldProps } from './use-text-fields-form';

export interface CredentialsFormProps {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** The name: an e-mail address or a station username. */
  identifier: { kind: 'email' | 'username'; label: string; inputProps: TextFieldProps };
  secret: { label: string; description?: string; inputProps: TextFieldProps };
  submit: {
    label: string;
    submitting: boolean;
    disabled?: boolean;
    look?: Pick<ButtonProps, 'variant' | 'gradient'>;
  };
  size?: MantineSize;
  /** Shown above the fields: a heading, the form's error. */
  children?: ReactNode;
}

const ICON = { size: 18, stroke: 1.6 } as const;

export function CredentialsForm({
  onSubmit,
  identifier,
  secret,
  submit,
  size = 'md',
  children,
}: CredentialsFormProps) {
  const email = identifier.kind === 'email';
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {children}
        <TextInput
          label={identifier.label}
          type={email ? 'email' : 'text'}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          data-autofocus
          size={size}
          leftSection={email ? <IconMail {...ICON} /> : <IconUser {...ICON} />}
          errorProps={{ role: 'alert' }}
          {...identifier.inputProps}
        />
        <PasswordInput
          {...UNRECORDED_INPUT}
          label={secret.label}
          description={secret.description}
          autoComplete="current-password"
          size={size}
          leftSection={<IconLock {...ICON} />}
          errorProps={{ role: 'alert' }}
          {...secret.inputProps}
        />
        <Button
          type="submit"
          size={size}
          fullWidth
          disabled={submit.disabled}
          loading={submit.submitting}
          {...submit.look}
        >
          {submit.label}
        </Button>
      </Stack>
    </form>
  );
}
