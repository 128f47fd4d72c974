import { displayName, formatPwdIdNumber, type AdminUserRecord } from '@kakayahan/contracts';
import { presentCardReading } from '../pwd-cards/index.js';
import type { JobSeekerListRow } from './admin-users.repo.js';

/** A person as the admin screens show them; location and contact come from their job seeker profile. */
export function presentAdminUser({
  user,
  hasCard,
  cardReading,
  location,
  contactNo,
}: JobSeekerListRow): AdminUserRecord {
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
    location,
    contact_no: contactNo,
    activated: user.isApproved,
    email_verified: user.emailVerifiedAt !== null,
    has_card: hasCard,
    date_joined: user.createdAt.toISOString(),
    card_reading: presentCardReading(cardReading, user),
  };
}
