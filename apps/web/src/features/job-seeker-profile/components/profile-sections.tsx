import { splitCommaList, type JobSeekerProfile } from '@kakayahan/contracts';
import type { ReactNode } from 'react';
import { Tabs } from '../../../components/ui/tabs';

/** A term–value list: stacked on a narrow screen, two columns from the `sm` width up. */
function DetailsList({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">{children}</dl>;
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-slate-900">{term}</dt>
      <dd className="mb-2 break-words sm:mb-0">{children}</dd>
    </>
  );
}

/** Text the person wrote over several lines, kept in its lines. */
function LongText({ text, empty }: { text: string; empty: string }) {
  return text.trim() ? (
    <p className="whitespace-pre-line text-slate-800">{text}</p>
  ) : (
    <p className="text-slate-700 italic">{empty}</p>
  );
}

/**
 * About: the bio, then the contact details this reader may see. A detail the server withheld (null)
 * is left out entirely, not shown as empty.
 */
function AboutPanel({ profile }: { profile: JobSeekerProfile }) {
  const hasDetails = Boolean(profile.contact_no || profile.email || profile.user_disability || profile.location);
  return (
    <div className="flex flex-col gap-4">
      <LongText text={profile.bio} empty="No bio yet." />
      {hasDetails ? (
        <DetailsList>
          {profile.contact_no ? (
            <Detail term="Contact number">
              <a href={`tel:${profile.contact_no.replace(/[^\d+]/gu, '')}`}>{profile.contact_no}</a>
            </Detail>
          ) : null}
          {profile.email ? (
            <Detail term="Email">
              <a href={`mailto:${profile.email}`}>{profile.email}</a>
            </Detail>
          ) : null}
          {profile.location ? <Detail term="Location">{profile.location}</Detail> : null}
          {profile.user_disability ? <Detail term="Disability">{profile.user_disability}</Detail> : null}
        </DetailsList>
      ) : null}
    </div>
  );
}

function ExperiencePanel({ profile }: { profile: JobSeekerProfile }) {
  return (
    <div className="flex flex-col gap-4">
      <DetailsList>
        <Detail term="Role">{profile.role.trim() || 'Not provided'}</Detail>
      </DetailsList>
      <h2 className="text-lg font-bold text-slate-900">Work experience</h2>
      <LongText text={profile.experience} empty="No experience added yet." />
    </div>
  );
}

function SkillsPanel({ profile }: { profile: JobSeekerProfile }) {
  const skills = splitCommaList(profile.skills);
  if (skills.length === 0) return <p className="text-slate-700 italic">No skills listed yet.</p>;
  return (
    <ul aria-label="Skills" className="flex flex-wrap gap-2">
      {skills.map((skill) => (
        <li key={skill} className="rounded-full border-2 border-brand-700 bg-brand-50 px-3 py-1 text-brand-900">
          {skill}
        </li>
      ))}
    </ul>
  );
}

/** The profile's tabs: About, Experience and Skills (document 2 §2). */
export function ProfileSections({ profile }: { profile: JobSeekerProfile }) {
  return (
    <Tabs
      label="Profile sections"
      items={[
        { id: 'about', label: 'About', content: <AboutPanel profile={profile} /> },
        { id: 'experience', label: 'Experience', content: <ExperiencePanel profile={profile} /> },
        { id: 'skills', label: 'Skills', content: <SkillsPanel profile={profile} /> },
      ]}
    />
  );
}
