// The tenant switcher (spec §2 Dialogs, §4 "Tenant switch", §5): a searchable list, current tenant
// first, then favourites, then by name. Arrow keys move, Enter selects; selecting the current
// tenant just closes; another sets it, trims the path at its first uuid and reloads the session.
import {
  Badge,
  Group,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconLifebuoy, IconSearch, IconStar } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  searchTenants,
  trimPathAtFirstUuid,
  useSession,
  useSwitchTenant,
  useTenants,
  type SwitchableTenant,
} from '../../lib/session';
import { TENANT_MESSAGES as MESSAGES } from './messages';
import classes from './tenant-switcher.module.css';

export interface TenantSwitcherProps {
  opened: boolean;
  onClose: () => void;
}

export function TenantSwitcher({ opened, onClose }: TenantSwitcherProps) {
  return (
    <Modal
      title={MESSAGES.switcherTitle}
      size="md"
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': MESSAGES.close }}
    >
      {opened && <TenantSwitcherBody onClose={onClose} />}
    </Modal>
  );
}

function TenantSwitcherBody({ onClose }: { onClose: () => void }) {
  const session = useSession();
  const { tenants, isLoading } = useTenants();
  const switchTenant = useSwitchTenant();
  const location = useLocation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const shown = searchTenants(tenants, search);

  const choose = (tenant: SwitchableTenant) => {
    onClose();
    if (tenant.id === session?.tenantId) return;
    switchTenant(tenant);
    void navigate(trimPathAtFirstUuid(location.pathname), { replace: true });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') setActive((index) => Math.min(index + 1, shown.length - 1));
    else if (event.key === 'ArrowUp') setActive((index) => Math.max(index - 1, 0));
    else if (event.key === 'Enter' && shown[active] !== undefined) choose(shown[active]);
    else return;
    event.preventDefault();
  };

  return (
    <Stack gap="sm" onKeyDown={onKeyDown}>
      <TextInput
        label={MESSAGES.searchLabel}
        placeholder={MESSAGES.searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setActive(0);
        }}
        data-autofocus
      />
      {isLoading ? (
        <Group gap="xs" py="md" justify="center">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            {MESSAGES.loading}
          </Text>
        </Group>
      ) : shown.length === 0 ? (
        <Text size="sm" c="dimmed" py="md" ta="center">
          {MESSAGES.noMatch}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={360}>
          <Stack gap={2} role="listbox" aria-label={MESSAGES.switcherTitle}>
            {shown.map((tenant, index) => (
              <UnstyledButton
                key={tenant.id}
                role="option"
                aria-selected={index === active}
                data-active={index === active || undefined}
                className={classes.option}
                onMouseEnter={() => {
                  setActive(index);
                }}
                onClick={() => {
                  choose(tenant);
                }}
              >
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="xs" wrap="nowrap">
                    {tenant.isMspTenant ? (
                      <IconLifebuoy size={16} aria-label={MESSAGES.msp} />
                    ) : tenant.isFavorite ? (
                      <IconStar size={16} aria-label={MESSAGES.favourite} />
                    ) : null}
                    <Text size="sm" fw={tenant.id === session?.tenantId ? 600 : 400}>
                      {tenant.name}
                    </Text>
                  </Group>
                  <Group gap={4} wrap="nowrap">
                    {tenant.id === session?.tenantId && (
                      <Badge size="sm" variant="light">
                        {MESSAGES.current}
                      </Badge>
                    )}
                    {tenant.isMspTenant && (
                      <Badge size="sm" variant="outline" color="gray.7">
                        {MESSAGES.msp}
                      </Badge>
                    )}
                  </Group>
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
