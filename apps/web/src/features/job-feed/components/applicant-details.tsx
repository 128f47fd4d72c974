import { splitCommaList, type JobSeekerProfile } from '@kakayahan/contracts';
import { Link } from 'react-router';
import { Fact, FactList } from './job-summary';

/** The profile fields an application needs (document 2 §5), with their names on screen. */
const REQUIRED_FIELDS = [
  { key: 'full_name', label: 'Full name' },
  { key: 'role', label: 'Role' },
  { key: 'experience', label: 'Experience' },
  { key: 'location', label: 'Location' },
] as const;

/** The names of the required profile fields still empty (skills need at least one). */
export function missingProfileFields(profile: JobSeekerProfile | null): string[] {
  const missing: string[] = REQUIRED_FIELDS.filter(({ key }) => !profile?.[key].trim()).map(({ label }) => label);
  if (splitCommaList(profile?.skills).length === 0) missing.push('Skills');
  return missing;
}

function orNotProvided(value: string | undefined): string {
  return value?.trim() || 'Not provided';
}

/**
 * The applicant's details as the employer will read them, copied from the profile and not editable
 * here (document 2 §5): changes are made on Edit Profile.
 */
export function ApplicantDetails({ profile, missing }: { profile: JobSeekerProfile | null; missing: string[] }) {
  const skills = splitCommaList(profile?.skills);
  return (
    <section aria-labelledby="applicant-heading" className="flex flex-col gap-3">
      <h2 id="applicant-heading" className="text-2xl font-bold text-slate-900">
        Your details
      </h2>
      <p className="text-slate-800">
        These come from your profile and are sent with your application. To change them,{' '}
        <Link to="/job-seeker/edit-profile">Edit Profile</Link>.
      </p>
      <FactList>
        <Fact term="Full name">{orNotProvided(profile?.full_name)}</Fact>
        <Fact term="Role">{orNotProvided(profile?.role)}</Fact>
        <Fact term="Experience">{orNotProvided(profile?.experience)}</Fact>
        <Fact term="Location">{orNotProvided(profile?.location)}</Fact>
        <Fact term="Skills">{skills.length > 0 ? skills.join(', ') : 'Not provided'}</Fact>
      </FactList>
      {missing.length > 0 ? (
        <div className="rounded-md border-l-4 border-amber-700 bg-amber-50 p-4 text-amber-950">
          <p className="font-semibold">
            <span aria-hidden="true">! </span>Your profile is missing: {missing.join(', ')}.
          </p>
          <p>
            Employers need these to consider you. <Link to="/job-seeker/edit-profile">Complete your profile</Link>, then
            come back to apply.
          </p>
        </div>
      ) : null}
    </section>
  );
}
