// The built-in support form (spec §7, no support desk widget configured): pre-filled with the
// user's name and e-mail (read-only: the server files the request under the account's own), and
// showing the session id and page sent with it; subject and description are the user's. A
// visitor who is not signed in is asked to sign in first.
import { Anchor, Button, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  createSupportRequestSchema,
  SUPPORT_REQUEST_LIMITS,
} from '@shared/support/support-requests';
import { useApi } from '../../api';
import { DialogForm, FormButtons, FormDialog, StatusIcon, useSchemaForm } from '../../ui';
import { SUPPORT_FORM_MESSAGES as M } from './messages';
import type { SupportContext } from './support-widget';

const schema = createSupportRequestSchema.pick({ subject: true, description: true });

function SupportForm({
  context,
  user,
  onSent,
  onCancel,
}: {
  context: SupportContext;
  user: { name: string; email: string };
  onSent: () => void;
  onCancel: () => void;
}) {
  const { supportRequests } = useApi();
  const { form, onSubmit, formError, submitting } = useSchemaForm({
    schema,
    initialValues: { subject: '', description: '' },
    submit: async (values) => {
      await supportRequests.create({
        ...values,
        sessionId: context.sessionId,
        contextUrl: context.contextUrl,
      });
      onSent();
    },
  });
  return (
    <DialogForm onSubmit={onSubmit} formError={formError} failedTitle={M.sendFailed}>
      <Text size="sm" c="dimmed">
        {M.intro}
      </Text>
      <Group grow gap="sm" align="flex-start">
        <TextInput label={M.name} value={user.name} readOnly variant="filled" />
        <TextInput label={M.email} value={user.email} readOnly variant="filled" />
      </Group>
      <TextInput
        label={M.subject}
        placeholder={M.subjectPlaceholder}
        maxLength={SUPPORT_REQUEST_LIMITS.subject}
        required
        data-autofocus
        {...form.getInputProps('subject')}
      />
      <Textarea
        label={M.description}
        placeholder={M.descriptionPlaceholder}
        maxLength={SUPPORT_REQUEST_LIMITS.description}
        required
        autosize
        minRows={4}
        maxRows={10}
        {...form.getInputProps('description')}
      />
      <Stack gap={2}>
        <Text size="xs" c="dimmed">
          {M.sentWith}
        </Text>
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {M.contextUrl}: {context.contextUrl}
        </Text>
        <Text size="xs" c="dimmed">
          {M.sessionId}: {context.sessionId}
        </Text>
      </Stack>
      <FormButtons
        labels={{ cancel: M.cancel, submit: M.send }}
        onCancel={onCancel}
        submitting={submitting}
        submitIcon={<IconSend size={16} aria-hidden />}
      />
    </DialogForm>
  );
}

function Sent({ email, onClose }: { email: string; onClose: () => void }) {
  return (
    <Stack gap="md" align="center" ta="center" role="status">
      <StatusIcon icon={IconCircleCheck} color="teal" size="lg" />
      <Title order={2} fz="h3">
        {M.sentTitle}
      </Title>
      <Text c="dimmed">{M.sent(email)}</Text>
      <Button onClick={onClose} data-autofocus mt="xs">
        {M.done}
      </Button>
    </Stack>
  );
}

export function SupportFormDialog({
  context,
  onClose,
}: {
  context: SupportContext;
  onClose: () => void;
}) {
  const [sent, setSent] = useState(false);
  const { user } = context;
  return (
    <FormDialog opened onClose={onClose} title={M.title} closeLabel={M.close} size="lg">
      {user === null ? (
        <Stack gap="md">
          <Text>{M.signInFirst}</Text>
          <Group justify="flex-end">
            <Anchor component={Link} to="/login" onClick={onClose}>
              {M.signIn}
            </Anchor>
          </Group>
        </Stack>
      ) : sent ? (
        <Sent email={user.email} onClose={onClose} />
      ) : (
        <SupportForm
          context={context}
          user={user}
          onSent={() => {
            setSent(true);
          }}
          onCancel={onClose}
        />
      )}
    </FormDialog>
  );
}
