import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, GENERIC_ERROR } from '../../lib/api-client';
import { useServerErrors } from '../../lib/use-server-errors';
import { ErrorSummary } from './error-summary';
import { FormTextField } from './form-fields';

interface Values {
  full_name: string;
  location: string;
}

const LABELS = { full_name: 'Full name', location: 'Location' };

/** A form whose save always fails with `failure`. */
function FailingForm({
  failure,
  takesFocus,
  onSelectField,
}: {
  failure: unknown;
  takesFocus?: boolean;
  onSelectField?: (name: string) => void;
}) {
  const { control, handleSubmit, setError } = useForm<Values>({ defaultValues: { full_name: '', location: '' } });
  const errors = useServerErrors(
    { setError },
    { fields: ['full_name', 'location'], labels: LABELS, messages: { failed: 'Failed to save.' } },
  );
  return (
    <form
      noValidate
      aria-label="Profile"
      onSubmit={(event) =>
        void handleSubmit(() => {
          errors.clear();
          errors.showServerError(failure);
        })(event)
      }
    >
      <ErrorSummary
        summary={errors.summary}
        {...(takesFocus === undefined ? {} : { takesFocus })}
        {...(onSelectField ? { onSelectField, itemsAsButtons: true } : {})}
      />
      <FormTextField control={control} name="full_name" label="Full name" />
      <FormTextField control={control} name="location" label="Location" />
      <button type="submit">Save</button>
    </form>
  );
}

const refusal = new ApiError(
  'Please check the highlighted fields.',
  400,
  { location: 'Location is too long.' },
  'x',
  true,
);

describe('ErrorSummary with useServerErrors', () => {
  it("puts the server's field messages on their fields, lists them as links and takes the focus", async () => {
    const user = userEvent.setup();
    render(<FailingForm failure={refusal} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const summary = await screen.findByRole('group', { name: /^Error: ?Please check the highlighted fields\.$/u });
    expect(summary).toHaveFocus();
    const location = screen.getByRole('textbox', { name: 'Location' });
    expect(location).toBeInvalid();
    expect(location).toHaveAccessibleDescription(/Location is too long\./u);

    await user.click(within(summary).getByRole('link', { name: 'Location: Location is too long.' }));
    expect(location).toHaveFocus();
  });

  it('keeps a lost connection generic, and is an alert that leaves the focus when asked', async () => {
    const user = userEvent.setup();
    render(<FailingForm failure={new ApiError(GENERIC_ERROR, 0)} takesFocus={false} />);
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);

    const first = await screen.findByRole('alert');
    expect(first).toHaveTextContent(`Error: ${GENERIC_ERROR}`);
    expect(save).toHaveFocus();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();

    // The same failure again is a new box, so it is announced again.
    await user.click(save);
    const second = await screen.findByRole('alert');
    expect(second).toHaveTextContent(GENERIC_ERROR);
    expect(second).not.toBe(first);
  });

  it('lists problems as buttons that call the form, for a form in tabs', async () => {
    const onSelectField = vi.fn();
    const user = userEvent.setup();
    render(<FailingForm failure={refusal} takesFocus={false} onSelectField={onSelectField} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Location: Location is too long.' }));
    expect(onSelectField).toHaveBeenCalledWith('location');
  });
});
