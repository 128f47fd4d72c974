import {
  accountsApi,
  adminUsersApi,
  employerProfilesApi,
  jobSeekerProfilesApi,
  preferencesApi,
  type DisabilityCategory,
  type UserType,
} from '@kakayahan/contracts';
import type { E2eApi } from './api.js';
import { uploadCardAfterSignup } from './card-upload.js';
import { readOutboxLink } from './outbox.js';
import { resumePdf } from './resume-pdf.js';
import type { RunEnv } from './run-env.js';

/** The password of every person the suite creates. */
export const PASSWORD = 'Bayanihan-Hiring-2026!';

/** A signed-in session as the web app stores it (the sign-in answer's fields). */
export interface Session {
  token: string;
  userId: number;
  user_type: UserType;
  username: string;
  /** 'pending_approval': a job seeker whose PWD ID is still being checked (My PWD ID is all they may open). */
  account_status?: 'active' | 'pending_approval';
}

/** Someone a test created for itself, signed in through the API (a session of its own). */
export interface Person {
  id: number;
  email: string;
  password: string;
  role: UserType;
  /** As the app shows it, e.g. "Maria Santos Qvkd". */
  name: string;
  session: Session;
  /** An employer's company name, once it has a company profile. */
  company?: string;
}

/** A job seeker's profile as the Edit Profile form saves it. */
export interface SeekerProfile {
  pro_headline: string;
  bio: string;
  contact_no: string;
  location: string;
  experience: string;
  role: string;
  skills: string;
}

/** The profile of the demo's Maria Santos: enough for recommendations, applications and every profile tab. */
export const WEB_DEVELOPER_PROFILE: SeekerProfile = {
  pro_headline: 'Web developer and accessibility tester',
  bio: 'I build and test websites with a screen reader every day. I care about clear content and keyboard access.',
  contact_no: '+63 917 555 0142',
  location: 'Quezon City, Metro Manila',
  experience:
    'Two years of freelance web development (HTML, CSS, JavaScript). One year testing government websites with NVDA and TalkBack.',
  role: 'Web Developer',
  skills: 'JavaScript, HTML, CSS, Screen readers, Customer service, Typing',
};

export interface JobSeekerOptions {
  firstName?: string;
  /** Default: "Santos" and a word of this person's own, so tests can find their own rows. */
  lastName?: string;
  disability?: DisabilityCategory;
  /** Default WEB_DEVELOPER_PROFILE (with a resume); false for an account without a profile. */
  profile?: Partial<SeekerProfile> | false;
  /** Specialty tag names (1 to 5); false for none. Default: Web Development, Quality Assurance, Customer Support. */
  preferences?: readonly string[] | false;
}

export interface EmployerOptions {
  firstName?: string;
  lastName?: string;
  /** The company's name (default "Bayanihan Tech" and a word of its own); false for no company profile yet. */
  company?: string | false;
  /** Default "Information Technology". */
  industry?: string;
  /** Default "Makati City, Metro Manila". */
  location?: string;
}

/** Five letters, capitalised: a name part no other person of the run has. */
export function uniqueWord(): string {
  const letters = Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  return letters.charAt(0).toUpperCase() + letters.slice(1);
}

export function uniqueEmail(kind: string): string {
  return `e2e.${kind}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A PWD ID number in the national shape, different for every person. */
function uniqueIdNumber(): string {
  return `1374${Array.from({ length: 12 }, () => Math.floor(Math.random() * 10)).join('')}`;
}

/**
 * Creates the people a test acts as, through the real API and nothing else: sign-up, the verification
 * link from the outbox mail, approval of job seekers by the run's administrator, sign-in, then profile,
 * resume, preferences and company profile as the app's forms save them.
 */
export class People {
  constructor(
    private readonly api: E2eApi,
    private readonly env: RunEnv,
    /** A session token of the run's administrator, who approves job seekers. */
    private readonly approverToken: () => Promise<string>,
  ) {}

  /** A verified employer, signed in, with a company profile unless told otherwise. */
  async employer(options: EmployerOptions = {}): Promise<Person> {
    const word = uniqueWord();
    const person = await this.signUp({
      first_name: options.firstName ?? 'Ramon',
      last_name: options.lastName ?? `Villanueva ${word}`,
      email: uniqueEmail('employer'),
      password: PASSWORD,
      user_type: 'Employer',
    });
    if (options.company !== false) {
      const company = options.company ?? `Bayanihan Tech ${word}`;
      const form = new FormData();
      form.set('comp_name', company);
      form.set('industry', options.industry ?? 'Information Technology');
      form.set('comp_desc', 'A software company building accessible digital services for local governments.');
      form.set('location', options.location ?? 'Makati City, Metro Manila');
      form.set('contact_no', '+63 2 8123 4567');
      form.set('comp_site', 'bayanihan-tech.example');
      await this.api.call(employerProfilesApi.saveProfile, { token: person.session.token, form });
      return { ...person, company };
    }
    return person;
  }

  /** An approved job seeker, signed in, with a complete profile, a resume and preferences unless told otherwise. */
  async jobSeeker(options: JobSeekerOptions = {}): Promise<Person> {
    const email = uniqueEmail('seeker');
    const firstName = options.firstName ?? 'Maria';
    const lastName = options.lastName ?? `Santos ${uniqueWord()}`;
    const signup = await this.api.call(accountsApi.signup, {
      body: {
        first_name: firstName,
        last_name: lastName,
        email,
        password: PASSWORD,
        user_type: 'Employee',
        user_disability: options.disability ?? 'Visual Disability',
        ID_number: uniqueIdNumber(),
        card_upload: 'ticket',
      },
    });
    const { id } = signup;
    // Nobody is approved without a card on file (issue 14).
    await uploadCardAfterSignup(this.api, signup);
    await this.verifyEmail(email);
    await this.api.call(adminUsersApi.approveUser, { token: await this.approverToken(), params: { userId: id } });
    const person = await this.signIn(email, PASSWORD);
    // One after the other: each save rebuilds the person's recommendation query from what is stored.
    await this.saveProfile(person, options.profile);
    await this.savePreferences(person.session.token, options.preferences);
    return person;
  }

  /**
   * A job seeker waiting for approval: signed up with a card photo (a plain one unless `card` is given),
   * e-mail verified, signed in to their registration only (My PWD ID).
   */
  async pendingJobSeeker(
    options: Pick<JobSeekerOptions, 'firstName' | 'lastName' | 'disability'> & { card?: Buffer } = {},
  ): Promise<Person> {
    const email = uniqueEmail('pending');
    const signup = await this.api.call(accountsApi.signup, {
      body: {
        first_name: options.firstName ?? 'Maria',
        last_name: options.lastName ?? `Santos ${uniqueWord()}`,
        email,
        password: PASSWORD,
        user_type: 'Employee',
        user_disability: options.disability ?? 'Visual Disability',
        ID_number: uniqueIdNumber(),
        card_upload: 'ticket',
      },
    });
    await uploadCardAfterSignup(this.api, signup, options.card);
    await this.verifyEmail(email);
    return this.signIn(email, PASSWORD);
  }

  /** Saves the Edit Profile form, with a generated resume (none when `profile` is false). */
  private async saveProfile(person: Person, profile: JobSeekerOptions['profile']): Promise<void> {
    if (profile === false) return;
    const fields = { ...WEB_DEVELOPER_PROFILE, ...profile };
    const form = new FormData();
    form.set('full_name', person.name);
    for (const [field, value] of Object.entries(fields)) form.set(field, value);
    const pdf = resumePdf([person.name, fields.pro_headline, '', 'Skills', fields.skills]);
    form.set('employee_resume', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'resume.pdf');
    await this.api.call(jobSeekerProfilesApi.editProfile, { token: person.session.token, form });
  }

  /** Saves the preference picker's choice, by tag name (none when `names` is false). */
  private async savePreferences(token: string, names: JobSeekerOptions['preferences']): Promise<void> {
    const preferences = names ?? ['Web Development', 'Quality Assurance', 'Customer Support'];
    if (preferences === false) return;
    const available = await this.api.call(preferencesApi.listOptions, { token });
    const tags = preferences.map((name) => {
      const option = available.find((candidate) => candidate.name === name);
      if (!option) throw new Error(`no specialty tag named ${name}`);
      return option.id;
    });
    await this.api.call(preferencesApi.save, { token, body: { tags } });
  }

  /** The run's administrator (admins cannot sign up), in a session of this test's own. */
  async admin(): Promise<Person> {
    return this.signIn(this.env.admin.email, this.env.admin.password, { asAdmin: true });
  }

  /** Signs up, verifies the address from the outbox mail and signs in. */
  private async signUp(body: {
    first_name: string;
    last_name: string;
    email: string;
    password: string;
    user_type: 'Employer';
  }): Promise<Person> {
    await this.api.call(accountsApi.signup, { body });
    await this.verifyEmail(body.email);
    return this.signIn(body.email, body.password);
  }

  private async verifyEmail(email: string): Promise<void> {
    const link = await readOutboxLink(this.env.dataDir, email, '/verify-email/');
    const token = new URL(link).pathname.split('/').filter(Boolean).at(-1) ?? '';
    await this.api.call(accountsApi.verifyEmail, { body: { token } });
  }

  async signIn(email: string, password: string, options: { asAdmin?: boolean } = {}): Promise<Person> {
    const answer = await this.api.call(options.asAdmin ? accountsApi.adminLogin : accountsApi.login, {
      body: { email, password },
    });
    const session: Session = {
      token: answer.token,
      userId: answer.userId,
      user_type: answer.user_type,
      username: answer.username,
      account_status: answer.account_status,
    };
    return { id: answer.userId, email, password, role: answer.user_type, name: answer.username, session };
  }
}
