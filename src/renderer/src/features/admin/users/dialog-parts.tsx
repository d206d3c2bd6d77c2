// What the Users dialogs share beyond ui/form-dialog.tsx: a labelled choice, and the roles and
// admin fields.
import { Checkbox, MultiSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api';
import { useSession } from '../../../lib/session';
import { namedOptions } from '../../../ui';
import { rolesQuery } from './api/accounts';
import { USERS_MESSAGES as M } from './messages';

type InputProps = GetInputPropsReturnType;

/** A choice between a few options, labelled for screen readers (SegmentedControl has no label). */
export function LabelledChoice({
  id,
  label,
  data,
  inputProps,
}: {
  id: string;
  label: string;
  data: { value: string; label: string }[];
  inputProps: InputProps;
}) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={id} data={data} {...inputProps} />
    </Stack>
  );
}

/** The roles to give and the admin flag, as adding and editing a user both ask for them. */
export function RolesAndAdminFields({
  roleIds,
  isAdmin,
}: {
  roleIds: InputProps;
  isAdmin: InputProps;
}) {
  const { accounts } = useApi();
  const tenantId = useSession()?.tenantId ?? '';
  const roles = useQuery(rolesQuery(accounts, tenantId));
  return (
    <>
      <MultiSelect label={M.roles} data={namedOptions(roles.data ?? [])} searchable {...roleIds} />
      <Checkbox label={M.administrator} description={M.administratorHint} {...isAdmin} />
    </>
  );
}
