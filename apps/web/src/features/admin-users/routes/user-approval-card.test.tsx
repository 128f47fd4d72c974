import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, signInAsAdminForEachTest } from '../components/admin-test-data';
import { CARD, mockServer, show } from './user-approval-page.test-support';

// User Approval's details and confirmation: the ID number's shape, the PWD card image (or why there is
// none), and the warning when the card read does not match the registration.

signInAsAdminForEachTest();

describe('User Approval: the card and what was read from it', { timeout: 15_000 }, () => {
  it('shows the formatted ID number and the card in the details', async () => {
    const { calls } = mockServer();
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'View details for Ana Reyes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registration of Ana Reyes' });
    expect(within(dialog).getByText('13-7602-000-1234567')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Not in the national PWD ID format/u)).not.toBeInTheDocument();
    expect(within(dialog).getByText('Yes')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'PWD Card Verification' })).toBeInTheDocument();
    const image = await within(dialog).findByRole('img', { name: 'PWD ID card of Ana Reyes' });
    expect(image).toHaveAttribute('src', CARD.image);
    const fullSize = within(dialog).getByRole('link', { name: /full size/u });
    expect(fullSize).toHaveAttribute('href', CARD.image);
    expect(fullSize).toHaveAttribute('target', '_blank');
    expect(calls.some((c) => c.path === '/api/retrieve-card/5/' && c.authorization === 'Token admin-token')).toBe(true);
  });

  it('flags an ID number that is not in the national shape, and says when the card fails to load', async () => {
    mockServer();
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'View details for Ben Cruz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registration of Ben Cruz' });
    expect(within(dialog).getByText('12345')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Not in the national PWD ID format (RR-PPMM-BBB-NNNNNNN) — check the number against the card.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/^No — /u)).toBeInTheDocument();
    expect(
      await within(dialog).findByText('Failed to load PWD card image. The user may not have uploaded one.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
  });

  it('does not ask for a card the person never uploaded', async () => {
    const { calls } = mockServer();
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'View details for Carla Santos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registration of Carla Santos' });
    expect(within(dialog).getByText('No PWD card image available')).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/retrieve-card/'))).toBe(false);
  });

  it('shows the card and a mismatch warning in the confirmation before approving', async () => {
    mockServer([
      adminUser({
        card_reading: {
          name: 'JUAN DELA CRUZ',
          id_number: '1376020001234567',
          name_matches: false,
          id_number_matches: true,
        },
      }),
    ]);
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Approve Ana Reyes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve registration' });
    expect(await within(dialog).findByRole('img', { name: 'PWD ID card of Ana Reyes' })).toHaveAttribute(
      'src',
      CARD.image,
    );
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Warning: The card does not match what this person registered',
    );
    expect(within(dialog).getByText(/Differs from the name on the card/u)).toHaveTextContent('JUAN DELA CRUZ');
    expect(within(dialog).getByText('Visual Disability')).toBeInTheDocument();
  });

  it('does not offer Approve in the details of a person without a card, and says why', async () => {
    mockServer();
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'View details for Carla Santos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registration of Carla Santos' });
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(dialog).getByText('No card photo yet, so it cannot be approved.')).toBeInTheDocument();
  });
});
