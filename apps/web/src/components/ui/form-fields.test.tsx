import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormCheckbox, FormEmailField, FormPasswordField, FormSelectField, FormTextField } from './form-fields';

const schema = z.object({
  nickname: z.string().trim().min(1, 'Please type a nickname.'),
  secret: z.string().min(4, 'Use at least 4 characters.'),
  isAgreed: z.boolean().refine((isAgreed) => isAgreed, 'Please agree to go on.'),
});
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

function SmallForm({ onValid }: { onValid: (values: Output) => void }) {
  const { control, handleSubmit } = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { nickname: '', secret: '', isAgreed: false },
  });
  const nickname = useWatch({ control, name: 'nickname' });
  return (
    <form noValidate aria-label="Small form" onSubmit={(event) => void handleSubmit(onValid)(event)}>
      <FormTextField control={control} name="nickname" label="Nickname" description="What we call you." isRequired />
      <FormPasswordField control={control} name="secret" label="Secret" autoComplete="new-password" isRequired />
      <FormCheckbox control={control} name="isAgreed">
        I agree
      </FormCheckbox>
      <p>Form value: {nickname}</p>
      <button type="submit">Save</button>
    </form>
  );
}

/** Not rendered: tsc checks that each component accepts only fields whose value it can show. */
export function WrongKinds() {
  const { control } = useForm<Input>();
  return (
    <>
      {/* @ts-expect-error a checkbox needs a boolean field */}
      <FormCheckbox control={control} name="nickname">
        Wrong
      </FormCheckbox>
      {/* @ts-expect-error a text field needs a string field */}
      <FormTextField control={control} name="isAgreed" label="Wrong" />
      {/* @ts-expect-error only fields of the form */}
      <FormPasswordField control={control} name="missing" label="Wrong" autoComplete="new-password" />
    </>
  );
}

describe('form-bound fields', () => {
  it("shows the schema's messages on a failed submit, tied to their inputs, and focuses the first", async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<SmallForm onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const nickname = screen.getByRole('textbox', { name: /^nickname/i });
    expect(await screen.findByText('Please type a nickname.')).toBeVisible();
    expect(nickname).toBeInvalid();
    expect(nickname).toHaveAccessibleDescription(/what we call you\..*please type a nickname\./i);
    expect(nickname).toHaveFocus();

    const secret = screen.getByLabelText(/^secret/i, { selector: 'input' });
    expect(secret).toBeInvalid();
    expect(secret).toHaveAccessibleDescription(/use at least 4 characters\./i);

    const agreement = screen.getByRole('checkbox', { name: 'I agree' });
    expect(agreement).toBeInvalid();
    expect(screen.getByText('Please agree to go on.')).toBeVisible();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('updates the form values as the person types and ticks', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<SmallForm onValid={onValid} />);
    await user.type(screen.getByRole('textbox', { name: /^nickname/i }), 'Ana');
    expect(screen.getByText('Form value: Ana')).toBeVisible();
    await user.type(screen.getByLabelText(/^secret/i, { selector: 'input' }), 'pass1');
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ nickname: 'Ana', secret: 'pass1', isAgreed: true });
    expect(screen.getByRole('textbox', { name: /^nickname/i })).toBeValid();
  });
});

const pickSchema = z.object({
  email: z.email('Invalid email address.'),
  colour: z.string().refine((value) => ['Red', 'Blue'].includes(value), 'Please choose a colour.'),
});

function PickForm({ onValid }: { onValid: (values: z.output<typeof pickSchema>) => void }) {
  const { control, handleSubmit } = useForm<{ email: string; colour: string }, unknown, z.output<typeof pickSchema>>({
    resolver: zodResolver(pickSchema),
    defaultValues: { email: '', colour: '' },
  });
  return (
    <form noValidate aria-label="Pick form" onSubmit={(event) => void handleSubmit(onValid)(event)}>
      <FormEmailField control={control} name="email" isRequired />
      <FormSelectField
        control={control}
        name="colour"
        label="Colour"
        options={['Red', 'Blue']}
        placeholder="Choose one"
        description="Any colour you like."
        isRequired
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormEmailField and FormSelectField', () => {
  it('give an e-mail input the phone keyboard and autofill, and tie the select to its description and error', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<PickForm onValid={onValid} />);
    const email = screen.getByRole('textbox', { name: /^email/i });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('inputmode', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const colour = screen.getByRole('combobox', { name: /^colour.*\(required\)/i });
    expect(await screen.findByText('Please choose a colour.')).toBeVisible();
    expect(colour).toBeInvalid();
    expect(colour).toHaveAccessibleDescription(/any colour you like\..*please choose a colour\./i);

    await user.type(email, 'ana@example.ph');
    await user.selectOptions(colour, 'Blue');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ email: 'ana@example.ph', colour: 'Blue' }, expect.anything());
  });
});
