import { displayName, formatPwdIdNumber, type AdminDecision, type AdminUserRecord } from '@kakayahan/contracts';
import type { AdminDecisionRow, JobSeekerListRow } from './admin-users.repo.js';

/** A person as the admin screens show them; job seeker profiles (location, contact) arrive later. */
export function presentAdminUser({ user, hasCard }: JobSeekerListRow): AdminUserRecord {
  const idNumber = user.idNumber ?? '';
  return {
    user: user.id,
    username: displayName(user.firstName, user.lastName),
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    user_type: user.userType,
    ID_no: idNumber,
    id_number_formatted: idNumber ? formatPwdIdNumber(idNumber) : null,
    user_disability: user.disability ?? '',
    location: null,
    contact_no: null,
    activated: user.isApproved,
    email_verified: user.emailVerifiedAt !== null,
    has_card: hasCard,
    date_joined: user.createdAt.toISOString(),
  };
}

/** One recorded decision: who (the admin's e-mail, kept even if that admin is removed), what, about whom, when. */
export function presentAdminDecision(row: AdminDecisionRow): AdminDecision {
  return {
    id: row.id,
    action: row.action,
    admin_email: row.adminEmail,
    subject_user_id: row.subjectUserId,
    subject_email: row.subjectEmail,
    subject_name: row.subjectName,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
  };
}
