import { z } from 'zod';
import { USER_TYPES } from '../constants.js';
import { text } from './common.js';

/** What an administrator's approvals, rejections and deletions of accounts answer. */
export const ADMIN_USER_MESSAGES = {
  userNotFound: 'User not found.',
  notJobSeeker: 'Only job seeker registrations wait for approval. This is an employer or administrator account.',
  alreadyApproved: 'This user is already approved.',
  approveWithoutCard:
    'This registration has no PWD ID photo yet, so it cannot be approved. Wait for the person to upload one, or reject the registration.',
  rejectApproved:
    'This user is already approved, so the registration cannot be rejected. To remove the account, delete it in Manage Users.',
  deleteSelf: 'You cannot delete your own account.',
  deleteAdmin: 'Administrator accounts cannot be deleted here.',
  deleteEmployer: 'This is an employer account. Employers are deleted in Manage Employers.',
  approved: 'User approved. They have been notified by e-mail.',
  rejected: 'Registration rejected. The account and its PWD ID photo were deleted, and the person was told by e-mail.',
  deleted: 'User deleted. The account and its PWD ID photo were removed, and the person was told by e-mail.',
} as const;

/**
 * A person as an admin sees them (pending list and Manage Users). The spec's fields (user, ID_no,
 * user_disability, location, activated, contact_no, username) plus what a careful review needs.
 */
export const adminUserRecordSchema = z
  .object({
    user: z.number().int(),
    username: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    user_type: z.enum(USER_TYPES),
    /** Digits only; '' when none (employers). */
    ID_no: z.string(),
    /** The ID number in the national PWD ID shape RR-PPMM-BBB-NNNNNNN, or null when it does not have that shape. */
    id_number_formatted: z.string().nullable(),
    user_disability: z.string(),
    location: z.string().nullable(),
    contact_no: z.string().nullable(),
    activated: z.boolean(),
    email_verified: z.boolean(),
    has_card: z.boolean(),
    date_joined: z.string(),
    /**
     * What the server read from the stored card photo (in the background after each upload), beside what the
     * person typed; null until it has been read (or when there is no card).
     */
    card_reading: z
      .object({
        /** The name as printed on the card, or null when none could be read. */
        name: z.string().nullable(),
        id_number: z.string().nullable(),
        /** False when the card's name differs from the registered first and last name; null when unread. */
        name_matches: z.boolean().nullable(),
        id_number_matches: z.boolean().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'AdminUserRecord' });
export type AdminUserRecord = z.infer<typeof adminUserRecordSchema>;

export const adminUserListSchema = z.array(adminUserRecordSchema).meta({ id: 'AdminUserList' });

export const REJECT_REASON_MAX = 500;

/** An optional reason an admin gives the person; blank counts as none. */
const reasonSchema = text('The reason')
  .trim()
  .max(REJECT_REASON_MAX, `The reason must be at most ${REJECT_REASON_MAX} characters.`)
  .nullish();

/** POST /api/admin/reject-user/{userId}/: the spec sends no body; a reason is optional. */
export const rejectUserRequestSchema = z.object({ reason: reasonSchema }).meta({ id: 'RejectUserRequest' });
export type RejectUserRequest = z.infer<typeof rejectUserRequestSchema>;

/** DELETE /api/admin/delete-user/{userId}/: the spec sends no body; a reason for the person is optional. */
export const deleteUserRequestSchema = z.object({ reason: reasonSchema }).meta({ id: 'DeleteUserRequest' });
export type DeleteUserRequest = z.infer<typeof deleteUserRequestSchema>;
