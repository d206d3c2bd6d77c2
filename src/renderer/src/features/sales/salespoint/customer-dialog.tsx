// The customer of the sale: search the CRM's contacts as the cashier types a name or part of a
// phone number (↑ ↓ and Enter, or a tap, attach one), or add a new customer on the spot and
// attach them. The search waits for a pause in typing, so each keystroke is not a request.
import { Button, Group, Skeleton, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { contactDraftSchema, phoneDigits, type Contact } from '@shared/crm/contacts';
import type { SaleCustomer } from '@shared/sales/sales';
import type { Page } from '@shared/paging';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { apiErrorText } from '../../../api';
import { DialogForm, ErrorAlert, FormButtons, FormDialog, useSchemaForm } from '../../../ui';
import { contactsKey, customerSearchQuery, useCustomersApi } from '../api/customers';
import { CUSTOMER_MESSAGES as M } from '../messages';
import classes from './customer-dialog.module.css';

/** How long typing pauses before the search is sent. */
const SEARCH_DEBOUNCE_MS = 250;

const customerOf = (contact: Contact): SaleCustomer => ({
  id: contact.id,
  name: contact.displayName,
});

/** What the search box held, as the new customer's first fields. */
function draftFrom(text: string) {
  const empty = { firstName: '', lastName: '', company: '', email: '', phone: '' };
  const trimmed = text.trim();
  if (/^[0-9 +().-]+$/.test(trimmed) && phoneDigits(trimmed).length > 0) {
    return { ...empty, phone: trimmed };
  }
  if (trimmed.includes('@')) return { ...empty, email: trimmed };
  const [firstName = '', ...rest] = trimmed.split(/\s+/);
  return { ...empty, firstName, lastName: rest.join(' ') };
}

function contactDetail(contact: Contact): string {
  return [contact.phone, contact.email].filter((part) => part !== null).join(' · ');
}

function Matches({
  listId,
  matches,
  active,
  onPick,
}: {
  listId: string;
  matches: readonly Contact[];
  active: number;
  onPick: (contact: Contact) => void;
}) {
  return (
    <div role="listbox" id={listId} aria-label={M.matches} className={classes.matches}>
      {matches.map((contact, index) => (
        <UnstyledButton
          key={contact.id}
          id={`${listId}-${contact.id}`}
          role="option"
          aria-selected={index === active}
          tabIndex={-1}
          className={classes.match}
          onClick={() => {
            onPick(contact);
          }}
        >
          <Text fw={600}>{contact.displayName}</Text>
          <Text size="sm" c="dimmed">
            {contactDetail(contact)}
          </Text>
        </UnstyledButton>
      ))}
    </div>
  );
}

function SearchResults({
  text,
  search,
  children,
}: {
  text: string;
  search: UseQueryResult<Page<Contact>>;
  children: (matches: readonly Contact[]) => ReactNode;
}) {
  if (text === '') return <Text c="dimmed">{M.searchHint}</Text>;
  if (search.isError) {
    return (
      <ErrorAlert
        title={M.searchFailed}
        message={apiErrorText(search.error)}
        retry={{ label: M.tryAgain, onClick: () => void search.refetch() }}
      />
    );
  }
  if (search.data === undefined) {
    return (
      <Stack gap="xs" aria-label={M.searching} role="status">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={44} radius="md" />
        ))}
      </Stack>
    );
  }
  if (search.data.items.length === 0) return <Text c="dimmed">{M.noMatch(text)}</Text>;
  return children(search.data.items);
}

function CustomerSearch({
  tenantId,
  text,
  onText,
  onPick,
  onAddNew,
}: {
  tenantId: string;
  text: string;
  onText: (text: string) => void;
  onPick: (contact: Contact) => void;
  onAddNew: () => void;
}) {
  const api = useCustomersApi();
  const listId = useId();
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useQuery(customerSearchQuery(api, tenantId, debounced));
  const [active, setActive] = useState(0);
  const matches = debounced === '' ? [] : (search.data?.items ?? []);
  const activeMatch = matches[Math.min(active, matches.length - 1)];
  // Enter attaches only a match of what is in the box, never one left from earlier typing.
  const current = text.trim() === debounced && !search.isPlaceholderData;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => Math.max(0, Math.min(matches.length - 1, current + step)));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (current && activeMatch !== undefined) onPick(activeMatch);
    }
  };

  return (
    <Stack gap="md">
      <TextInput
        label={M.search}
        description={M.keyboardHelp}
        data-autofocus
        autoComplete="off"
        role="combobox"
        aria-expanded={matches.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={
          activeMatch === undefined ? undefined : `${listId}-${activeMatch.id}`
        }
        value={text}
        onChange={(event) => {
          onText(event.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <SearchResults text={debounced} search={search}>
        {(found) => (
          <Matches
            listId={listId}
            matches={found}
            active={Math.min(active, found.length - 1)}
            onPick={onPick}
          />
        )}
      </SearchResults>
      <Group justify="flex-start">
        <Button
          variant="light"
          leftSection={<IconUserPlus size={16} aria-hidden />}
          onClick={onAddNew}
        >
          {M.addNew}
        </Button>
      </Group>
    </Stack>
  );
}

function NewCustomerForm({
  tenantId,
  from,
  onAdded,
  onBack,
}: {
  tenantId: string;
  from: string;
  onAdded: (contact: Contact) => void;
  onBack: () => void;
}) {
  const api = useCustomersApi();
  const queryClient = useQueryClient();
  const { form, onSubmit, formError, submitting } = useSchemaForm({
    schema: contactDraftSchema,
    initialValues: draftFrom(from),
    submit: async (values) => {
      const contact = await api.create(values);
      await queryClient.invalidateQueries({ queryKey: contactsKey(tenantId) });
      onAdded(contact);
    },
  });
  return (
    <DialogForm onSubmit={onSubmit} formError={formError} failedTitle={M.addFailed} gap="sm">
      <Group grow align="start">
        <TextInput label={M.firstName} data-autofocus {...form.getInputProps('firstName')} />
        <TextInput label={M.lastName} {...form.getInputProps('lastName')} />
      </Group>
      <TextInput
        label={M.phone}
        type="tel"
        description={M.phoneOrEmail}
        {...form.getInputProps('phone')}
      />
      <TextInput label={M.email} type="email" {...form.getInputProps('email')} />
      <FormButtons
        labels={{ cancel: M.back, submit: M.addAndAttach }}
        onCancel={onBack}
        submitting={submitting}
      />
    </DialogForm>
  );
}

function CustomerDialogBody({
  tenantId,
  adding,
  onAdding,
  onAttach,
}: {
  tenantId: string;
  adding: boolean;
  onAdding: (adding: boolean) => void;
  onAttach: (customer: SaleCustomer) => void;
}) {
  // Kept while the new-customer form is open, so Back to search finds what was typed.
  const [text, setText] = useState('');
  const attach = (contact: Contact) => {
    onAttach(customerOf(contact));
  };
  return adding ? (
    <NewCustomerForm
      tenantId={tenantId}
      from={text}
      onAdded={attach}
      onBack={() => {
        onAdding(false);
      }}
    />
  ) : (
    <CustomerSearch
      tenantId={tenantId}
      text={text}
      onText={setText}
      onPick={attach}
      onAddNew={() => {
        onAdding(true);
      }}
    />
  );
}

export function CustomerDialog({
  opened,
  tenantId,
  onClose,
  onAttach,
}: {
  opened: boolean;
  tenantId: string;
  onClose: () => void;
  onAttach: (customer: SaleCustomer) => void;
}) {
  const [adding, setAdding] = useState(false);
  const close = () => {
    setAdding(false);
    onClose();
  };
  const title = adding ? M.newTitle : M.customer;
  return (
    <FormDialog opened={opened} onClose={close} title={title} closeLabel={M.close}>
      <CustomerDialogBody
        tenantId={tenantId}
        adding={adding}
        onAdding={setAdding}
        onAttach={(customer) => {
          setAdding(false);
          onAttach(customer);
        }}
      />
    </FormDialog>
  );
}
