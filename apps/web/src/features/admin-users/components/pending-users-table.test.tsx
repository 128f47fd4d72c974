import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminUser, benCruz } from './admin-test-data';
import { NO_CARD_NO_APPROVE, PendingUsersTable } from './pending-users-table';

const NOW = new Date('2026-03-04T03:00:00.000Z');

function rowOf(name: string): HTMLElement {
  const row = screen.getByRole('button', { name: `View details for ${name}` }).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

describe('Pending users table', () => {
  it('shows how long each person has waited, in words, and whether their e-mail is verified', () => {
    render(
      <PendingUsersTable
        now={NOW}
        onAction={vi.fn()}
        users={[
          adminUser({ date_joined: '2026-03-01T02:30:00.000Z' }),
          benCruz({ date_joined: '2026-03-04T00:00:00.000Z', email_verified: false }),
        ]}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Waiting' })).toBeInTheDocument();
    expect(within(rowOf('Ana Reyes')).getByRole('cell', { name: '3 days' })).toBeInTheDocument();
    expect(within(rowOf('Ben Cruz')).getByRole('cell', { name: '3 hours' })).toBeInTheDocument();
    expect(within(rowOf('Ana Reyes')).getByText('E-mail verified')).toBeInTheDocument();
    expect(within(rowOf('Ben Cruz')).getByText('E-mail not verified')).toBeInTheDocument();
    expect(within(rowOf('Ana Reyes')).getByText('13-7602-000-1234567')).toBeInTheDocument();
  });

  it('flags a name and an ID number that differ from the card, in words and not by colour alone', () => {
    render(
      <PendingUsersTable
        now={NOW}
        onAction={vi.fn()}
        users={[
          adminUser({
            card_reading: {
              name: 'JUAN DELA CRUZ',
              id_number: '1376020009999999',
              name_matches: false,
              id_number_matches: false,
            },
          }),
        ]}
      />,
    );
    const row = rowOf('Ana Reyes');
    const nameCell = within(row).getByText('Ana Reyes').closest('td');
    expect(nameCell).toHaveTextContent('Warning: Differs from the name on the card: JUAN DELA CRUZ');
    expect(within(row).getByText(/Differs from the ID number on the card/u).parentElement).toHaveTextContent(
      'Warning: Differs from the ID number on the card: 13-7602-000-9999999',
    );
  });

  it('says when the card matches, was not read yet, or showed no name', () => {
    render(
      <PendingUsersTable
        now={NOW}
        onAction={vi.fn()}
        users={[
          adminUser({
            card_reading: {
              name: 'ANA REYES',
              id_number: '1376020001234567',
              name_matches: true,
              id_number_matches: true,
            },
          }),
          benCruz({ card_reading: null }),
          adminUser({
            user: 8,
            first_name: 'Dan',
            last_name: 'Lim',
            card_reading: { name: null, id_number: null, name_matches: null, id_number_matches: null },
          }),
        ]}
      />,
    );
    expect(within(rowOf('Ana Reyes')).getByText('Matches the name on the card')).toBeInTheDocument();
    expect(within(rowOf('Ana Reyes')).getByText('Matches the ID number on the card')).toBeInTheDocument();
    expect(within(rowOf('Ben Cruz')).getAllByText('Card not read yet')).toHaveLength(2);
    expect(within(rowOf('Dan Lim')).getByText('No name could be read from the card')).toBeInTheDocument();
    expect(within(rowOf('Dan Lim')).getByText('No ID number could be read from the card')).toBeInTheDocument();
  });

  it('offers Approve only with a card, and says why it is missing', async () => {
    const onAction = vi.fn();
    render(
      <PendingUsersTable
        now={NOW}
        onAction={onAction}
        users={[adminUser(), benCruz({ has_card: false, card_reading: null })]}
      />,
    );
    expect(within(rowOf('Ben Cruz')).queryByRole('button', { name: 'Approve Ben Cruz' })).toBeNull();
    expect(within(rowOf('Ben Cruz')).getByText(NO_CARD_NO_APPROVE)).toBeInTheDocument();
    expect(within(rowOf('Ben Cruz')).getByRole('button', { name: 'Reject Ben Cruz' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Approve Ana Reyes' }));
    expect(onAction).toHaveBeenCalledWith('approve', expect.objectContaining({ user: 5 }));
  });
});
