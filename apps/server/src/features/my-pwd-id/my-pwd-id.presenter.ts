import { formatPwdIdNumber, type MyPwdId } from '@kakayahan/contracts';
import type { RegistrationRow } from './my-pwd-id.repo.js';

/** The card on file as its owner sees it: a signed path that works for a few minutes, and when it came. */
export interface OwnCardView {
  path: string;
  expiresAt: Date;
  uploadedAt: Date;
}

/** A job seeker's own registration (My PWD ID), with the contract's field names. */
export function presentMyPwdId(
  user: RegistrationRow,
  card: OwnCardView | null,
  usualWaitHours: number | null,
): MyPwdId {
  const idNumber = user.idNumber ?? '';
  return {
    status: user.isApproved ? 'approved' : 'pending_approval',
    ID_no: idNumber,
    id_number_formatted: idNumber ? formatPwdIdNumber(idNumber) : null,
    user_disability: user.disability ?? '',
    email: user.email,
    email_verified: user.emailVerifiedAt !== null,
    registered_at: user.createdAt.toISOString(),
    approved_at: user.approvedAt?.toISOString() ?? null,
    card: card && {
      image: card.path,
      expires_at: card.expiresAt.toISOString(),
      uploaded_at: card.uploadedAt.toISOString(),
    },
    usual_wait_hours: usualWaitHours,
  };
}
