import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { EmailSchema, EntityRefSchema, messages, nameSchema } from '@carta/shared';
import { InputField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { useApiForm } from './use-api-form';

const Schema = z.object({
  name: nameSchema('Product'),
  email: EmailSchema,
  business: EntityRefSchema,
});
const BUSINESS = { id: '00000000-0000-4000-8000-00000000b001' };

const badRequest = new ApiError(400, {
  code: 'formInvalid',
  fromServer: true,
  fields: {
    email: { code: 'emailInvalid', message: messages.emailInvalid },
    name: {
      code: 'nameTooLong',
      params: { entity: 'Product' },
      message: messages.nameTooLong('Product'),
    },
    'business.id': { code: 'invalidId', message: messages.invalidId },
  },
});
const conflict = new ApiError(409, { code: 'emailInvalid', fromServer: true });

function TestForm({
  onSubmit,
  editing = false,
}: {
  onSubmit: (input: z.output<typeof Schema>) => Promise<unknown>;
  editing?: boolean;
}) {
  const form = useApiForm({
    schema: Schema,
    defaultValues: { name: 'Pizza', email: 'owner@carta.test', business: BUSINESS },
    fields: ['name', 'email'],
    editing,
    onSubmit,
  });
  const { errors, isDirty, isValid } = form.formState;
  const failure = form.submitError instanceof ApiError ? form.submitError.code : 'none';
  return (
    <form noValidate onSubmit={(event) => void form.submit(event)}>
      <InputField label="Name" error={errors.name?.message} {...form.register('name')} />
      <InputField label="Email" error={errors.email?.message} {...form.register('email')} />
      {form.formError && <p data-testid="form-error">{form.formError}</p>}
      <output data-testid="state">{`dirty=${isDirty} valid=${isValid} failure=${failure}`}</output>
      <button type="submit" disabled={!form.canSubmit}>
        Save
      </button>
    </form>
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: 'Save' });
const state = () => screen.getByTestId('state');

describe('useApiForm', () => {
  it("translates the schema's messages from their codes (Spanish, with a parameter)", async () => {
    await i18n.changeLanguage('es');
    render(<TestForm onSubmit={vi.fn()} />);
    await userEvent.clear(field('Name'));
    await userEvent.type(field('Name'), 'ab');
    expect(
      await screen.findByText('El nombre del producto debe tener al menos 3 caracteres'),
    ).toBeInTheDocument();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it("puts a 400's field errors on their inputs, focuses the first and keeps the rest for the form", async () => {
    const onSubmit = vi.fn(() => Promise.reject(badRequest));
    render(<TestForm onSubmit={onSubmit} />);
    await userEvent.click(save());
    expect(await screen.findByText(messages.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(messages.nameTooLong('Product'))).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email')).toHaveFocus();
    expect(screen.getByTestId('form-error')).toHaveTextContent(messages.invalidId);
    expect(state()).toHaveTextContent('failure=formInvalid');

    // The messages follow the language.
    await act(() => i18n.changeLanguage('es'));
    expect(await screen.findByText('Introduce un correo electrónico válido')).toBeInTheDocument();
    expect(screen.getByText('El nombre del producto es demasiado largo')).toBeInTheDocument();
    expect(screen.getByTestId('form-error')).toHaveTextContent('Identificador no válido');

    // Changing a field drops the server's message on it.
    await userEvent.type(field('Email'), 'x');
    await waitFor(() => expect(field('Email')).not.toHaveAttribute('aria-invalid'));
  });

  it('leaves a 409 without field errors to the screen', async () => {
    const onSubmit = vi.fn(() => Promise.reject(conflict));
    render(<TestForm onSubmit={onSubmit} />);
    await userEvent.click(save());
    await waitFor(() => expect(state()).toHaveTextContent('failure=emailInvalid'));
    expect(field('Name')).not.toHaveAttribute('aria-invalid');
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByTestId('form-error')).not.toBeInTheDocument();
  });

  it('needs a change when editing, sends the parsed input and is clean again after saving', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<TestForm onSubmit={onSubmit} editing />);
    await waitFor(() => expect(state()).toHaveTextContent('valid=true'));
    expect(save()).toBeDisabled();
    await userEvent.type(field('Name'), '  ');
    await userEvent.type(field('Name'), 'z');
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.click(save());
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Pizza  z',
      email: 'owner@carta.test',
      business: BUSINESS,
    });
    await waitFor(() => expect(state()).toHaveTextContent('dirty=false'));
    expect(save()).toBeDisabled();
    expect(field('Name')).toHaveValue('Pizza  z');
  });
});
