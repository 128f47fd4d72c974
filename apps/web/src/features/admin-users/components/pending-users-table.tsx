import type { AdminUserRecord } from '@kakayahan/contracts';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { timeSinceInWords } from '../../../lib/duration-in-words';
import { CardIdNumberCheck, CardNameCheck } from './card-reading';
import { IdNumber } from './id-number';
import { personName } from './person';
import { ApprovalStatus } from './status-badge';
import { actionsColumn, userColumns } from './user-columns';

export type PendingUserAction = 'details' | 'approve' | 'reject';

/** Why a registration without a card photo has no Approve button. */
export const NO_CARD_NO_APPROVE = 'No card photo yet, so it cannot be approved.';

/** Whether the e-mail address is verified, in words with an icon. */
export function EmailVerified({ isVerified }: { isVerified: boolean }) {
  return (
    <span className="flex items-start gap-1 text-sm whitespace-nowrap">
      <span aria-hidden="true">{isVerified ? '✓' : '✕'}</span>
      <span>{isVerified ? 'E-mail verified' : 'E-mail not verified'}</span>
    </span>
  );
}

/**
 * The pending registrations, oldest first (the server's order): each with what the card says next to
 * what the person registered, how long they have waited, and whether their e-mail is verified. Approve
 * is offered only when there is a card to check; each action button names the person it acts on.
 */
export function PendingUsersTable({
  users,
  onAction,
  now = new Date(),
}: {
  users: readonly AdminUserRecord[];
  onAction: (kind: PendingUserAction, user: AdminUserRecord) => void;
  /** The moment waiting times are counted to (tests fix it). */
  now?: Date;
}) {
  return (
    <DataTable
      label="Pending users table"
      caption="Pending users"
      rows={users}
      rowKey={(user) => user.user}
      minWidthClass="min-w-[64rem]"
      // Nine columns: as a table only where all of them, Approve included, fit without sideways scrolling
      // (the admin shell's sidebar takes a quarter); below that each registration is a card.
      wideQuery="(min-width: 96rem)"
      cardHeadingLevel={2}
      cardTitle={personName}
      columns={[
        userColumns.id,
        {
          header: 'Name',
          cell: (user) => (
            <span className="flex flex-col gap-1">
              <span>{personName(user)}</span>
              <CardNameCheck user={user} />
            </span>
          ),
        },
        {
          header: 'ID number',
          cell: (user) => (
            <span className="flex flex-col gap-1">
              <IdNumber record={user} />
              <CardIdNumberCheck user={user} />
            </span>
          ),
        },
        {
          header: 'Email',
          className: '[overflow-wrap:anywhere]',
          cell: (user) => (
            <span className="flex flex-col gap-1">
              <span>{user.email}</span>
              <EmailVerified isVerified={user.email_verified} />
            </span>
          ),
        },
        userColumns.disability,
        userColumns.location,
        { header: 'Waiting', cell: (user) => timeSinceInWords(user.date_joined, now) },
        { header: 'Status', cell: (user) => <ApprovalStatus isActivated={user.activated} /> },
        actionsColumn(
          (user) => onAction('details', user),
          (user, name) =>
            user.activated ? null : (
              <>
                {user.has_card ? (
                  <Button aria-label={`Approve ${name}`} onPress={() => onAction('approve', user)}>
                    Approve
                  </Button>
                ) : (
                  <p className="text-sm text-slate-800">{NO_CARD_NO_APPROVE}</p>
                )}
                <Button variant="danger-outline" aria-label={`Reject ${name}`} onPress={() => onAction('reject', user)}>
                  Reject
                </Button>
              </>
            ),
        ),
      ]}
    />
  );
}
