// Enrolling one finger (spec §4 "Fingerprint enrollment", §9): choose the finger, then five
// presses of about a second each, with live progress and the image of the newest press; the
// five samples go to the server together. Cancel stops listening to the reader at any time.
import { Alert, Box, Button, Group, Image, Progress, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconFingerprint } from '@tabler/icons-react';
import {
  FINGER_NAMES,
  FINGERPRINT_SAMPLES_PER_ENROLLMENT,
} from '@shared/fingerprints/fingerprints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useState } from 'react';
import { apiErrorText, useApi } from '../../api';
import { useSession } from '../../lib/session';
import type { DesktopServices } from '../../platform';
import {
  enrollmentReducer,
  INITIAL_ENROLLMENT,
  isEnrollmentComplete,
  refusedSamples,
} from './enrollment';
import { fingerName } from './fingerprint-list';
import { fingerprintsQuery } from './fingerprint-queries';
import { FINGERPRINT_MESSAGES as M } from './messages';

interface EnrollmentPanelProps {
  accountId: string | null;
  desktop: DesktopServices;
  /** Back to the list, with what to tell the person (null after a cancel). */
  onDone: (message: string | null) => void;
}

export function EnrollmentPanel({ accountId, desktop, onDone }: EnrollmentPanelProps) {
  const [finger, setFinger] = useState<number | null>(null);
  const [capturing, setCapturing] = useState(false);
  if (capturing && finger !== null) {
    return (
      <Capture
        accountId={accountId}
        desktop={desktop}
        finger={finger}
        onDone={onDone}
        onBack={() => {
          setCapturing(false);
        }}
      />
    );
  }
  return (
    <ChooseFinger
      accountId={accountId}
      finger={finger}
      onChange={setFinger}
      onStart={() => {
        setCapturing(true);
      }}
      onCancel={() => {
        onDone(null);
      }}
    />
  );
}

function ChooseFinger({
  accountId,
  finger,
  onChange,
  onStart,
  onCancel,
}: {
  accountId: string | null;
  finger: number | null;
  onChange: (finger: number | null) => void;
  onStart: () => void;
  onCancel: () => void;
}) {
  const { fingerprints } = useApi();
  const tenantId = useSession()?.tenantId ?? '';
  const enrolled = useQuery(fingerprintsQuery(fingerprints, tenantId, accountId));
  const taken = new Set(enrolled.data?.map((fingerprint) => fingerprint.finger) ?? []);
  const options = FINGER_NAMES.map((name, index) => ({
    value: String(index),
    label: name,
    disabled: taken.has(index),
  }));
  return (
    <Stack gap="md">
      <Select
        label={M.fingerLabel}
        placeholder={M.fingerPlaceholder}
        data={options}
        value={finger === null ? null : String(finger)}
        onChange={(value) => {
          onChange(value === null ? null : Number(value));
        }}
        data-autofocus
        comboboxProps={{ withinPortal: false }}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {M.cancel}
        </Button>
        <Button onClick={onStart} disabled={finger === null}>
          {M.start}
        </Button>
      </Group>
    </Stack>
  );
}

function Capture({
  accountId,
  desktop,
  finger,
  onDone,
  onBack,
}: {
  accountId: string | null;
  desktop: DesktopServices;
  finger: number;
  onDone: (message: string | null) => void;
  onBack: () => void;
}) {
  const { fingerprints } = useApi();
  const tenantId = useSession()?.tenantId ?? '';
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(enrollmentReducer, INITIAL_ENROLLMENT);
  const complete = isEnrollmentComplete(state);
  const name = fingerName(finger);
  const enrollment = useMutation({
    mutationFn: () => fingerprints.enroll({ accountId, finger, fmds: state.samples }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [tenantId, 'fingerprints'] });
      onDone(M.enrolled(name));
    },
    onError: (error) => {
      const refused = refusedSamples(error);
      if (refused === null) return;
      // Those presses are taken again; the save starts over once there are five.
      dispatch(refused);
      reset();
    },
  });
  const { mutate: save, isIdle, reset } = enrollment;

  // The reader is listened to only while presses are still wanted.
  useEffect(() => {
    if (complete) return undefined;
    return desktop.onFingerprint(dispatch);
  }, [complete, desktop]);
  useEffect(() => {
    if (complete && isIdle) save();
  }, [complete, isIdle, save]);

  const done = state.samples.length;
  const total = FINGERPRINT_SAMPLES_PER_ENROLLMENT;
  const failure = enrollment.isError
    ? apiErrorText(enrollment.error, { fallback: M.enrollFailed })
    : null;
  return (
    <Stack gap="md">
      <Group gap="lg" wrap="nowrap" align="center">
        <Box
          w={120}
          h={150}
          style={{
            flexShrink: 0,
            borderRadius: 12,
            overflow: 'hidden',
            display: 'grid',
            placeItems: 'center',
            background: 'var(--mantine-color-default-hover)',
            outline: state.fingerOn ? '2px solid var(--mantine-color-indigo-6)' : undefined,
          }}
        >
          {state.lastImage === null ? (
            <IconFingerprint size={64} stroke={1.2} aria-hidden />
          ) : (
            <Image
              src={`data:image/png;base64,${state.lastImage}`}
              alt={M.sampleAlt(done)}
              w="100%"
              h="100%"
              fit="contain"
            />
          )}
        </Box>
        <Stack gap={6} style={{ flex: 1 }} role="status" aria-live="polite">
          <Text fw={650}>{complete ? M.saving : M.pressPrompt(name)}</Text>
          <Text size="sm" c="dimmed">
            {M.pressHint}
          </Text>
          <Progress
            value={(done / total) * 100}
            size="lg"
            radius="xl"
            aria-label={M.progress(done, total)}
            transitionDuration={200}
          />
          <Text size="sm" fw={600}>
            {M.progress(done, total)}
          </Text>
        </Stack>
      </Group>
      {state.problem === null ? null : (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {state.problem}
        </Alert>
      )}
      {failure === null ? null : (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        {failure === null ? null : (
          <Button variant="default" onClick={onBack}>
            {M.back}
          </Button>
        )}
        <Button
          variant="default"
          onClick={() => {
            onDone(null);
          }}
          disabled={enrollment.isPending}
        >
          {M.cancel}
        </Button>
      </Group>
    </Stack>
  );
}
