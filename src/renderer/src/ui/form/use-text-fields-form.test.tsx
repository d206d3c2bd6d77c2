// The sign-in steps' form as a person meets it: the same as useSchemaForm's (the shared schema's
// messages before anything is sent, the schema's output sent, the server's field problems on their
// fields and anything else above the form, what was typed kept, one submit at a time), plus what
// the sign-in steps rely on: an earlier step's failure shown until the next try, a problem gone
// once its field is edited, and a field cleared after a refusal.
import { Button, MantineProvider, PasswordInput, TextInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from '../../api';
import { useTextFieldsForm } from './use-text-fields-form';
import { eventually } from '../../test/eventually';

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Enter a name.')),
  pin: z.string().check(z.trim(), z.toUpperCase(), z.minLength(1, 'Enter the PIN.')),
});
type Output = z.output<typeof schema>;

interface FormProps {
  submit: (values: Output) => Promise<unknown>;
  initialError?: unknown;
  clearPinOnFailure?: boolean;
  /** The schema fetched when first needed, as the login page's e-mail step has it. */
  loadSchema?: () => Promise<typeof schema>;
}

function PinForm({ submit, initialError, clearPinOnFailure = false, loadSchema }: FormProps) {
  const { field, setValue, onSubmit, formError, submitting } = useTextFieldsForm({
    schema: loadSchema ?? schema,
    initialValues: { name: '', pin: '' },
    initialError,
    submit,
    onFailure: clearPinOnFailure
      ? () => {
          setValue('pin', '');
        }
      : undefined,
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      {formError === null ? null : <p role="alert">{formError}</p>}
      <TextInput label="Name" {...field('name')} />
      <PasswordInput label="PIN" {...field('pin')} />
      <Button type="submit" loading={submitting}>
        Save
      </Button>
    </form>
  );
}

function renderForm(props: FormProps) {
  const user = userEvent.setup();
  render(
    <MantineProvider env="test">
      <PinForm {...props} />
    </MantineProvider>,
  );
  return { user };
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const save = () => screen.getByRole('button', { name: 'Save' });

function validationFailed(details: unknown) {
  return new ApiError(400, 'validation_failed', 'pin: Wrong.', details);
}

describe('useTextFieldsForm', () => {
  it("shows the schema's message on each field and sends nothing", async () => {
    const submit = vi.fn(() => Promise.resolve());
    const { user } = renderForm({ submit });

    await user.type(field('Name'), '   ');
    await user.click(save());

    expect(screen.getByText('Enter a name.')).toBeTruthy();
    expect(screen.getByText('Enter the PIN.')).toBeTruthy();
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(submit).not.toHaveBeenCalled();
  });

  it('takes a problem off its field once the field is edited, and off the others on a valid try', async () => {
    const submit = vi.fn(() => Promise.resolve());
    const { user } = renderForm({ submit });

    await user.click(save());
    await user.type(field('Name'), 'Ava');

    expect(screen.queryByText('Enter a name.')).toBeNull();
    expect(field('Name').getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getByText('Enter the PIN.')).toBeTruthy();

    await user.type(field('PIN'), '1a');
    await user.click(save());
    expect(screen.queryByText('Enter the PIN.')).toBeNull();
  });

  it("sends the schema's output, not the raw input", async () => {
    const submit = vi.fn(() => Promise.resolve());
    const { user } = renderForm({ submit });

    await user.type(field('Name'), '  Ava  ');
    await user.type(field('PIN'), ' 12ab ');
    await user.click(save());

    expect(submit).toHaveBeenCalledWith({ name: 'Ava', pin: '12AB' });
    expect(field('Name').value).toBe('  Ava  ');
  });

  it("puts the server's field problems on their fields and keeps what was typed", async () => {
    const submit = vi.fn(() =>
      Promise.reject(validationFailed([{ path: 'name', code: 'custom', message: 'Unknown.' }])),
    );
    const { user } = renderForm({ submit });

    await user.type(field('Name'), 'Ava');
    await user.type(field('PIN'), '1234');
    await user.click(save());

    expect(await screen.findByText('Unknown.')).toBeTruthy();
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field('Name').value).toBe('Ava');
    expect(field('PIN').value).toBe('1234');
  });

  it('shows a problem with no field of the form, and any other failure, above the form', async () => {
    const submit = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(
        validationFailed([{ path: 'handshake.signature', code: 'custom', message: 'Bad.' }]),
      )
      .mockRejectedValueOnce(new ApiError(409, 'conflict', 'Someone else saved first.'))
      .mockRejectedValueOnce(new TypeError('x is undefined'));
    const { user } = renderForm({ submit });

    await user.type(field('Name'), 'Ava');
    await user.type(field('PIN'), '1234');
    await user.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe('pin: Wrong.');

    await user.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe('Someone else saved first.');

    await user.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong. Please try again.',
    );
    expect(field('Name').value).toBe('Ava');
  });

  it("shows an earlier step's failure until the next try", async () => {
    const submit = vi.fn(() => Promise.resolve());
    const { user } = renderForm({
      submit,
      initialError: new ApiError(403, 'forbidden', 'Single sign-on was refused.'),
    });

    expect(screen.getByRole('alert').textContent).toBe('Single sign-on was refused.');
    await user.type(field('Name'), 'Ava');
    expect(screen.getByRole('alert').textContent).toBe('Single sign-on was refused.');

    await user.click(save());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('clears a field after a refusal when the screen asks, taking its problem with it', async () => {
    const submit = vi.fn(() =>
      Promise.reject(validationFailed([{ path: 'pin', code: 'custom', message: 'Wrong PIN.' }])),
    );
    const { user } = renderForm({ submit, clearPinOnFailure: true });

    await user.type(field('Name'), 'Ava');
    await user.type(field('PIN'), '1234');
    await user.click(save());

    await eventually(() => {
      expect(field('PIN').value).toBe('');
    });
    expect(screen.queryByText('Wrong PIN.')).toBeNull();
    expect(field('Name').value).toBe('Ava');
  });

  it('sends once while a submit runs, disabling the button, and forgets the last error on a new try', async () => {
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
    const { user } = renderForm({ submit });

    await user.type(field('Name'), 'Ava');
    await user.type(field('PIN'), '1234');
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

  it('waits for a schema that arrives later at the first submit, busy meanwhile, then checks with it', async () => {
    const submit = vi.fn(() => Promise.resolve());
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const loadSchema = vi.fn(async () => {
      await arrived;
      return schema;
    });
    const { user } = renderForm({ submit, loadSchema });

    await user.type(field('Name'), '   ');
    await user.click(save());
    expect(save().hasAttribute('disabled')).toBe(true);
    expect(screen.queryByText('Enter a name.')).toBeNull();

    arrive();
    expect(await screen.findByText('Enter a name.')).toBeTruthy();
    expect(save().hasAttribute('disabled')).toBe(false);
    expect(submit).not.toHaveBeenCalled();

    await user.type(field('Name'), 'Ava');
    await user.type(field('PIN'), '12ab{Enter}');
    await eventually(() => {
      expect(submit).toHaveBeenCalledWith({ name: 'Ava', pin: '12AB' });
    });
  });

  it('says a schema that did not arrive above the form, and fetches it again on the next try', async () => {
    const submit = vi.fn(() => Promise.resolve());
    const loadSchema = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(schema);
    const { user } = renderForm({ submit, loadSchema });

    await user.type(field('Name'), 'Ava');
    await user.type(field('PIN'), '1234');
    await user.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong. Please try again.',
    );
    expect(field('PIN').value).toBe('1234');

    await user.click(save());
    await eventually(() => {
      expect(submit).toHaveBeenCalledWith({ name: 'Ava', pin: '1234' });
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a second submit sent before the page has redrawn', async () => {
    const submit = vi.fn(() => new Promise<void>(() => undefined));
    const { user } = renderForm({ submit });

    await user.type(field('Name'), 'Ava');
    await user.type(field('PIN'), '1234');
    const form = save().closest('form');
    if (form === null) throw new Error('no form');
    form.requestSubmit();
    form.requestSubmit();

    expect(submit).toHaveBeenCalledTimes(1);
  });
});
