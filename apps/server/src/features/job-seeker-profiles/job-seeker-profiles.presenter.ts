import { displayName, type JobSeekerProfile } from '@kakayahan/contracts';
import { publicMediaPath } from '../../platform/files/public-media.js';
import type { EmployeeProfileRow, ProfileAccount } from './job-seeker-profiles.repo.js';

/**
 * Who reads a job seeker's profile, from most to least trusted:
 * - `self`: the person; `admin`: an administrator. Everything.
 * - `disclosed-to-employer`: an employer the person applied to and showed their disability type to in at
 *   least one of those applications (issue 16, decision 034). Contact details, disability and the resume.
 * - `hiring-employer`: an employer the person applied to without showing it. Contact details and the resume.
 * - `employer`: any other employer. Contact details only.
 * - `public`: anyone else (signed out, other job seekers). The professional profile only.
 * No level sees the ID number or the card: they are not even read for a profile. The spec let every
 * employer see the disability; decision 034 leaves that to the person, per application.
 */
export type ProfileViewer = 'self' | 'admin' | 'disclosed-to-employer' | 'hiring-employer' | 'employer' | 'public';

const SEES_CONTACT: ReadonlySet<ProfileViewer> = new Set([
  'self',
  'admin',
  'disclosed-to-employer',
  'hiring-employer',
  'employer',
]);
const SEES_RESUME: ReadonlySet<ProfileViewer> = new Set(['self', 'admin', 'disclosed-to-employer', 'hiring-employer']);
const SEES_DISABILITY: ReadonlySet<ProfileViewer> = new Set(['self', 'admin', 'disclosed-to-employer']);

/** Whether this viewer may download the person's resume. */
export function mayReadResume(viewer: ProfileViewer): boolean {
  return SEES_RESUME.has(viewer);
}

export interface ProfileSubject {
  account: ProfileAccount;
  /** Undefined for a job seeker who never saved a profile. */
  profile: EmployeeProfileRow | undefined;
  /** Names of the chosen specialty tags. */
  preferences: string[];
}

/**
 * The profile payload for one viewer. `resumeLink` is the signed link to the resume; it is shown only
 * to viewers allowed to read it (the service makes one only for them, this checks again).
 */
export function presentJobSeekerProfile(
  subject: ProfileSubject,
  viewer: ProfileViewer,
  resumeLink: string | null,
): JobSeekerProfile {
  const { account, profile } = subject;
  const name = displayName(account.firstName, account.lastName);
  const seesContact = SEES_CONTACT.has(viewer);
  const hasResume = mayReadResume(viewer) && Boolean(profile?.resumeKey) && resumeLink !== null;
  const picture = publicMediaPath(profile?.pictureKey);
  return {
    user_id: account.id,
    username: name,
    full_name: profile?.fullName || name,
    pro_headline: profile?.proHeadline ?? '',
    bio: profile?.bio ?? '',
    email: seesContact ? account.email : null,
    contact_no: seesContact ? (profile?.contactNo ?? '') : null,
    location: profile?.location ?? '',
    experience: profile?.experience ?? '',
    role: profile?.role ?? '',
    skills: profile?.skills ?? '',
    profile_picture: picture,
    profile_image: picture,
    employee_resume: hasResume ? resumeLink : null,
    resume_name: hasResume ? (profile?.resumeName ?? null) : null,
    user_disability: SEES_DISABILITY.has(viewer) ? account.disability : null,
    preferences: subject.preferences,
    is_self: viewer === 'self',
  };
}
