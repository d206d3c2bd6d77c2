// The form primitive as a person meets it: the shared schema's messages before anything is sent,
// the schema's output sent, the server's field problems on their fields and anything else above
// the form, what was typed kept after a failure, and the submit button disabled while it runs.
import { Button, MantineProvider, TextInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../api';
import { useSchemaForm } from './use-schema-form';
import { eventually } from '../../test/eventually';

const schema = z.object({
  name: z.string().trim().min(1, 'Enter a name.'),
  city: z.string().trim().toUpperCase(),
});

function NameForm({ submit }: { submit: (values: z.output<typeof schema>) => Promise<unknown> }) {
  const { form, onSubmit, formError, submitting } = useSchemaForm({
    schema,
    initialValues: { name: '', city: '' },
    submit,
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      {formError === null ? null : <p role="alert">{formError}</p>}
      <TextInput label="Name" {...form.getInputProps('name')} />
      <TextInput label="City" {...form.getInputProps('city')} />
      <Button type="submit" loading={submitting}>
        Save
      </Button>
    </form>
  );
}

function renderForm(submit: (values: z.output<typeof schema>) => Promise<unknown>) {
  const user = userEvent.setup();
  render(
    <MantineProvider env="test">
      <NameForm submit={submit} />
    </MantineProvider>,
  );
  return { user };
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const save = () => screen.getByRole('button', { name: 'Save' });

function validationFailed(details: unknown) {
  return new ApiError(400, 'validation_failed', 'name: Taken.', details);
}

describe('useSchemaForm', () => {
  it("shows the schema's message on its field and sends nothing", async () => {
    const submit = vi.fn(() => Promise.resolve());
    const { user } = renderForm(submit);

    await user.type(field('Name'), '   ');
    await user.click(save());

    expect(screen.getByText('Enter a name.')).toBeTruthy();
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(submit).not.toHaveBeenCalled();
  });

  it("sends the schema's output, not the raw input", async () => {
    const submit = vi.fn(() => Promise.resolve());
    const { user } = renderForm(submit);

    await user.type(field('Name'), '  Ava  ');
    await user.type(field('City'), 'oslo');
    await user.click(save());

    expect(submit).toHaveBeenCalledWith({ name: 'Ava', city: 'OSLO' });
  });

  it("puts the server's field problems on their fields and keeps what was typed", async () => {
    const submit = vi.fn(() =>
      Promise.reject(
        validationFailed([{ path: 'name', code: 'custom', message: 'That name is taken.' }]),
      ),
    );
    const { user } = renderForm(submit);

    await user.type(field('Name'), 'Ava');
    await user.type(field('City'), 'Oslo');
    await user.click(save());

    expect(await screen.findByText('That name is taken.')).toBeTruthy();
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field('Name').value).toBe('Ava');
    expect(field('City').value).toBe('Oslo');
  });

  it('shows a problem with no field of the form, and any other failure, above the form', async () => {
    const submit = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(
        validationFailed([{ path: 'handshake.signature', code: 'custom', message: 'Bad.' }]),
      )
      .mockRejectedValueOnce(new ApiError(409, 'conflict', 'Someone else saved first.'))
      .mockRejectedValueOnce(new TypeError('x is undefined'));
    const { user } = renderForm(submit);

    await user.type(field('Name'), 'Ava');
    await user.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe('name: Taken.');

    await user.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe('Someone else saved first.');

    await user.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong. Please try again.',
    );
    expect(field('Name').value).toBe('Ava');
  });

  it('disables the submit button while the submit runs, and forgets the last error on a new try', async () => {
    let finish: () => void = () => undefined;
    const submit = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError(409, 'conflict', 'Someone else saved first.'))
      .mockImplementationOnce(
        () =>
          new Promise<void>((resolve) => {
            finish = resolve;
          }),
      );
    const { user } = renderForm(submit);

    await user.type(field('Name'), 'Ava');
    await user.click(save());
    await screen.findByRole('alert');
    await user.click(save());

    expect(save().hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(field('Name'), '{Enter}');
    expect(submit).toHaveBeenCalledTimes(2);

    finish();
    await eventually(() => {
      expect(save().hasAttribute('disabled')).toBe(false);
    });
  });
});
