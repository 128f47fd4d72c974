import type { UserType } from '@kakayahan/contracts';
import type { E2eApi } from './api.js';
import { test } from './fixtures.js';
import type { People, Person } from './people.js';
import {
  applyTo,
  approveApplication,
  createJobFair,
  openChat,
  postJob,
  registerForJobFair,
  sendChatMessages,
} from './seed.js';

/** Who looks at a screen in the audit: a role, or a job seeker whose PWD ID is still being checked. */
export type Viewer = 'anonymous' | UserType | 'pending job seeker';

/** The role a viewer signs in with (a pending job seeker is a job seeker), or null for nobody. */
export function roleOfViewer(viewer: Viewer): UserType | null {
  if (viewer === 'anonymous') return null;
  return viewer === 'pending job seeker' ? 'Employee' : viewer;
}

interface Connected {
  jobSeeker: Person;
  employer: Person;
  /** The employer's job the job seeker applied to and was approved for. */
  approvedJobId: number;
  /** The employer's job with the job seeker's pending application. */
  pendingJobId: number;
  /** The employer's job nobody applied to yet. */
  openJobId: number;
  roomId: number;
  /** The employer's job fair (with the open job) the job seeker registered for, asking for an accommodation. */
  jobFairId: number;
}

/**
 * The people and content of one audit test, made through the API the first time the test asks: a job
 * seeker and an employer who know each other as the demo's Maria Santos and Bayanihan Tech do (three
 * jobs, an approved and a pending application, a conversation), so every signed-in screen shows real
 * content of the test's own. Nothing is made for a test that never asks.
 */
export class AuditWorld {
  private connected: Promise<Connected> | undefined;
  private adminPerson: Promise<Person> | undefined;
  private pendingPerson: Promise<Person> | undefined;

  constructor(
    private readonly people: People,
    private readonly api: E2eApi,
  ) {}

  /** The person a viewer acts as (undefined: anonymous). */
  async viewer(who: Viewer): Promise<Person | undefined> {
    if (who === 'anonymous') return undefined;
    if (who === 'Admin') return this.admin();
    if (who === 'pending job seeker') return this.pendingJobSeeker();
    const world = await this.world();
    return who === 'Employee' ? world.jobSeeker : world.employer;
  }

  admin(): Promise<Person> {
    this.adminPerson ??= this.people.admin();
    return this.adminPerson;
  }

  /** A job seeker of this test's own waiting for approval, with a card on file (My PWD ID is all they open). */
  pendingJobSeeker(): Promise<Person> {
    this.pendingPerson ??= this.people.pendingJobSeeker();
    return this.pendingPerson;
  }

  async jobSeeker(): Promise<Person> {
    return (await this.world()).jobSeeker;
  }

  async employer(): Promise<Person> {
    return (await this.world()).employer;
  }

  /** The world's employer's user id (their public company page). */
  async employerId(): Promise<number> {
    return (await this.world()).employer.id;
  }

  async pendingJobId(): Promise<number> {
    return (await this.world()).pendingJobId;
  }

  async openJobId(): Promise<number> {
    return (await this.world()).openJobId;
  }

  async roomId(): Promise<number> {
    return (await this.world()).roomId;
  }

  async jobFairId(): Promise<number> {
    return (await this.world()).jobFairId;
  }

  private world(): Promise<Connected> {
    this.connected ??= this.connect();
    return this.connected;
  }

  private async connect(): Promise<Connected> {
    const api = this.api;
    const [employer, jobSeeker] = await Promise.all([this.people.employer(), this.people.jobSeeker()]);
    // Tagged for another disability than the suite's job seekers have, so these jobs (three per audit test)
    // never crowd the recommendations other tests look for their own job in.
    const disabilities = ['Deaf or Hard of Hearing'] as const;
    const jobs = Promise.all([
      postJob(api, employer, {
        title: 'Accessibility Tester',
        type: 'Part Time',
        skills: 'Screen readers, WCAG, attention to detail',
        tags: ['Quality Assurance', 'Technical Support'],
        disabilities,
      }),
      postJob(api, employer, {
        title: 'Frontend Developer (React)',
        skills: 'JavaScript programming, React, TypeScript, accessibility',
        tags: ['Web Development', 'Software Development'],
        disabilities,
      }),
      postJob(api, employer, {
        title: 'Junior Web Developer',
        skills: 'HTML, CSS, JavaScript, React',
        tags: ['Web Development'],
        disabilities,
      }),
    ]);
    const conversation = (async () => {
      const roomId = await openChat(api, jobSeeker, employer);
      await sendChatMessages(api, employer, roomId, ['Hello! Thank you for applying. Are you free on Monday?']);
      await sendChatMessages(api, jobSeeker, roomId, ['Good day! Yes. Could we use a video call with captions?']);
      await sendChatMessages(api, employer, roomId, ['Of course. We will send a link with live captions turned on.']);
      return roomId;
    })();
    const [approvedJobId, pendingJobId, openJobId] = await jobs;
    await Promise.all([
      applyTo(api, jobSeeker, approvedJobId).then((id) => approveApplication(api, employer, id)),
      applyTo(api, jobSeeker, pendingJobId),
    ]);
    const jobFairId = await createJobFair(api, employer, { title: 'Inclusive Hiring Day', jobIds: [openJobId] });
    await registerForJobFair(api, jobSeeker, jobFairId, ['quiet_room'], 'A quiet room for the interview, please.');
    return { jobSeeker, employer, approvedJobId, pendingJobId, openJobId, roomId: await conversation, jobFairId };
  }
}

/** The suite's test with an audit world of its own. */
export const auditTest = test.extend<{ world: AuditWorld }>({
  world: async ({ people, api }, use) => {
    await use(new AuditWorld(people, api));
  },
});
