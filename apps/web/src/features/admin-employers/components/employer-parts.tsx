import { initials, websiteHref, type AdminEmployerRecord, type EmployerVerificationStatus } from '@kakayahan/contracts';
import { StatusBadge } from '../../admin-users';
import { companyName, NOT_PROVIDED, telHref, VERIFICATION_BADGES } from './employer-words';

/** Only pictures the platform serves (a media path) or a web address; anything else falls back to initials. */
function isPictureUrl(value: string | null): value is string {
  return Boolean(value && (value.startsWith('/') || /^https?:\/\//iu.test(value)));
}

const logoSizes = { sm: 'size-10 text-sm', lg: 'size-16 text-xl' } as const;

/**
 * The company's logo, or its initials. Decorative: the company's name is always written beside it, so
 * screen readers skip it rather than read the name twice.
 */
export function CompanyLogo({
  employer,
  size = 'sm',
}: {
  employer: AdminEmployerRecord;
  size?: keyof typeof logoSizes;
}) {
  const box = `${logoSizes[size]} shrink-0 rounded-md border border-slate-300 bg-white`;
  if (isPictureUrl(employer.comp_logo)) {
    return <img src={employer.comp_logo} alt="" className={`${box} object-contain`} />;
  }
  return (
    <span aria-hidden="true" className={`${box} inline-flex items-center justify-center font-bold text-brand-800`}>
      {initials(companyName(employer)) || '?'}
    </span>
  );
}

/** The verification status in words with an icon (never colour alone). */
export function VerificationBadge({ status }: { status: EmployerVerificationStatus }) {
  const badge = VERIFICATION_BADGES[status];
  return <StatusBadge tone={badge.tone}>{badge.text}</StatusBadge>;
}

/**
 * The company's website as a link that opens in a new tab. Its name says whose site it is and that it
 * opens a new tab, and it contains the address written on screen, so voice control can name the link.
 */
export function WebsiteLink({ employer }: { employer: AdminEmployerRecord }) {
  const href = websiteHref(employer.comp_site);
  if (!href) return <>{NOT_PROVIDED}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="break-all text-brand-800 underline">
      <span className="sr-only">{companyName(employer)} website:</span> {employer.comp_site.trim()}{' '}
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/** An e-mail address as a mailto: link. */
export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="break-all text-brand-800 underline">
      {email}
    </a>
  );
}

/** A phone number as a tel: link, or what to say when there is none ("Not provided"). */
export function PhoneLink({ phone, missing = NOT_PROVIDED }: { phone: string; missing?: string }) {
  return phone.trim() ? (
    <a href={telHref(phone)} className="text-brand-800 underline">
      {phone}
    </a>
  ) : (
    <>{missing}</>
  );
}
