import { initials, websiteHref, type EmployerProfile } from '@kakayahan/contracts';
import { useState, type ReactNode } from 'react';
import { Button, LinkButton } from '../../../components/ui/button';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { DeleteEmployerProfileDialog } from './delete-employer-profile-dialog';

/** A phone number as a tel: link target (digits and a leading +; spaces and brackets dropped). */
export function telHref(contactNo: string): string {
  return `tel:${contactNo.replace(/[^\d+]/gu, '')}`;
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="font-semibold text-slate-900 sm:w-40 sm:shrink-0">{term}</dt>
      <dd className="break-words text-slate-800">{children}</dd>
    </div>
  );
}

function CompanyLogo({ profile }: { profile: EmployerProfile }) {
  const box = 'size-24 shrink-0 rounded-md border border-slate-300 bg-white';
  if (profile.comp_logo) {
    return <img src={profile.comp_logo} alt={`${profile.comp_name} logo`} className={`${box} object-contain`} />;
  }
  // Without a logo, the company's initials stand in; the name beside it says who it is.
  return (
    <span aria-hidden="true" className={`${box} flex items-center justify-center text-3xl font-bold text-brand-800`}>
      {initials(profile.comp_name)}
    </span>
  );
}

/**
 * A complete company profile (document 1 §2 "Employer profile view"): logo, name, industry, about,
 * location, website, contact number, its status in words (with the Verified employer badge once an admin
 * checked the business registration), and Edit Profile / Delete Profile.
 */
export function EmployerProfileDetails({ profile }: { profile: EmployerProfile }) {
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const website = websiteHref(profile.comp_site);
  return (
    <article
      aria-labelledby="employer-profile-name"
      className="flex flex-col gap-5 rounded-lg border border-slate-300 bg-white p-4 sm:p-6"
    >
      <header className="flex flex-wrap items-center gap-4">
        <CompanyLogo profile={profile} />
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id="employer-profile-name" className="break-words text-2xl font-bold text-slate-900">
            {profile.comp_name}
          </h2>
          <p className="text-slate-800">{profile.industry}</p>
          <p className="flex flex-wrap gap-2">
            <span className="inline-flex items-center gap-1 rounded-full border border-green-700 bg-green-50 px-3 py-0.5 text-sm font-semibold text-green-900">
              <span aria-hidden="true">✓</span> Profile Complete
            </span>
            {profile.employer_verified ? <VerifiedBadge /> : null}
          </p>
        </div>
      </header>

      <section aria-labelledby="employer-profile-about" className="flex flex-col gap-2">
        <h3 id="employer-profile-about" className="text-lg font-bold text-slate-900">
          About
        </h3>
        <p className="whitespace-pre-line break-words text-slate-800">{profile.comp_desc}</p>
      </section>

      <section aria-labelledby="employer-profile-contact" className="flex flex-col gap-2">
        <h3 id="employer-profile-contact" className="text-lg font-bold text-slate-900">
          Company details
        </h3>
        <dl className="flex flex-col gap-2">
          <Detail term="Industry">{profile.industry}</Detail>
          <Detail term="Location">{profile.location}</Detail>
          <Detail term="Website">{website ? <a href={website}>{profile.comp_site}</a> : 'Not provided'}</Detail>
          <Detail term="Contact number">
            <a href={telHref(profile.contact_no)}>{profile.contact_no}</a>
          </Detail>
        </dl>
      </section>

      <div className="flex flex-wrap gap-3">
        <LinkButton to="/employer/edit-profile" variant="secondary">
          Edit Profile
        </LinkButton>
        <Button variant="danger-outline" onPress={() => setIsDeleteOpen(true)}>
          Delete Profile
        </Button>
      </div>
      <DeleteEmployerProfileDialog isOpen={isDeleteOpen} onClose={() => setIsDeleteOpen(false)} />
    </article>
  );
}
