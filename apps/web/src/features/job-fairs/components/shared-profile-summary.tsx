import { useId } from 'react';
import { LinkButton } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { useUserDetails } from '../../job-seeker-profile';
import { Fact } from './job-fair-facts';

const NOT_GIVEN = 'Not given';

/**
 * What the fair's employer will see of the registrant (their profile's name, location, role, e-mail and
 * contact number), said before they register, with the assurance of what is never shared.
 */
export function SharedProfileSummary({ userId }: { userId: number }) {
  const headingId = useId();
  const profile = useUserDetails(userId);
  let facts;
  if (profile.data) {
    const p = profile.data;
    facts = (
      <dl className="flex flex-col gap-1">
        <Fact term="Name">{p.full_name || p.username || NOT_GIVEN}</Fact>
        <Fact term="Location">{p.location || NOT_GIVEN}</Fact>
        <Fact term="Role">{p.role || NOT_GIVEN}</Fact>
        <Fact term="Email">{p.email || NOT_GIVEN}</Fact>
        <Fact term="Contact number">{p.contact_no || NOT_GIVEN}</Fact>
      </dl>
    );
  } else if (profile.isError) {
    facts = (
      <p className="text-slate-800">
        Your profile could not be loaded. The employer sees your name, location, role, e-mail and contact number from
        it.
      </p>
    );
  } else {
    facts = <Loading label="Loading your profile…" />;
  }
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        What the employer will see
      </h3>
      {facts}
      <p className="text-sm text-slate-700">
        Your ID number, disability, PWD card and résumé are never shared with the job fair.
      </p>
      <div>
        <LinkButton to="/job-seeker/edit-profile" variant="ghost" className="px-0 underline">
          Update your profile
        </LinkButton>
      </div>
    </section>
  );
}
