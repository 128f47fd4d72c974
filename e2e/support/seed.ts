import {
  applicationsApi,
  chatApi,
  chatServerFrameSchema,
  forumApi,
  jobFairsApi,
  jobsApi,
  manilaParts,
  type JobFairAccessibility,
  realtimeApi,
  type DisabilityCategory,
  type JobCategory,
  type JobType,
  type WorkplaceFact,
} from '@kakayahan/contracts';
import WebSocket from 'ws';
import type { E2eApi } from './api.js';
import type { Person } from './people.js';

/** A job as the Post Job form fills it; tags and disabilities by name. */
export interface JobInput {
  title: string;
  category?: JobCategory;
  type?: JobType;
  location?: string;
  salary?: string;
  skills?: string;
  description?: string;
  tags?: readonly string[];
  disabilities?: readonly DisabilityCategory[];
  /** Workplace accessibility facts (issue 16); none by default. */
  workplace?: readonly WorkplaceFact[];
}

async function idsOf(names: readonly string[], list: Promise<{ id: number; name: string }[]>): Promise<number[]> {
  if (names.length === 0) return [];
  const all = await list;
  return names.map((name) => {
    const found = all.find((entry) => entry.name === name);
    if (!found) throw new Error(`no tag named ${name}`);
    return found.id;
  });
}

/** Posts a job as the employer (the Post Job form's call) and answers its id. */
export async function postJob(api: E2eApi, employer: Person, job: JobInput): Promise<number> {
  const answer = await api.call(jobsApi.postJob, {
    token: employer.session.token,
    body: {
      job_title: job.title,
      job_desc:
        job.description ??
        'Test our public-service apps with NVDA and TalkBack and write clear reports of every barrier.',
      job_type: job.type ?? 'Full Time',
      category: job.category ?? 'Technology',
      location: job.location ?? 'Remote',
      salary_range: job.salary ?? '30,000 - 38,000',
      skills_req: job.skills ?? 'JavaScript, Screen readers',
      tags: await idsOf(job.tags ?? ['Quality Assurance'], api.call(jobsApi.tags)),
      disabilitytag: await idsOf(job.disabilities ?? ['Visual Disability'], api.call(jobsApi.disabilityTags)),
      workplace_facts: [...(job.workplace ?? [])],
    },
  });
  return answer.post_id;
}

/** The job seeker applies with their stored profile and resume (the Apply page's call); answers the application id. */
export async function applyTo(api: E2eApi, seeker: Person, jobId: number): Promise<number> {
  const form = new FormData();
  form.set('job_post', String(jobId));
  const answer = await api.call(applicationsApi.submit, { token: seeker.session.token, form });
  return answer.application_id;
}

/** The employer approves an application of one of their jobs. */
export async function approveApplication(api: E2eApi, employer: Person, applicationId: number): Promise<void> {
  await api.call(applicationsApi.approve, { token: employer.session.token, params: { id: applicationId } });
}

/** Opens (or finds) the chat room of two people and answers its id. */
export async function openChat(api: E2eApi, from: Person, to: Person): Promise<number> {
  const answer = await api.call(chatApi.createChat, { token: from.session.token, body: { other_user_id: to.id } });
  return answer.room_id;
}

/** Writes a forum post as the person (the Create New Post form's call) and answers its id. */
export async function createPost(api: E2eApi, author: Person, title: string, content: string): Promise<number> {
  const post = await api.call(forumApi.createPost, { token: author.session.token, body: { title, content } });
  return post.id;
}

/**
 * Sends chat messages as the person over the chat WebSocket, as the chat room does (a ticket, then one
 * frame per message), and waits until the server has stored each one.
 */
export async function sendChatMessages(api: E2eApi, sender: Person, roomId: number, messages: string[]) {
  const { ticket } = await api.call(realtimeApi.wsTicket, { token: sender.session.token });
  const url = new URL(`/ws/chat/${roomId}/`, api.baseUrl);
  url.protocol = 'ws:';
  url.searchParams.set('ticket', ticket);
  const socket = new WebSocket(url, { origin: api.baseUrl, headers: { 'x-forwarded-for': api.clientAddress } });
  const waiting = [...messages];
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`chat room ${roomId}: messages not stored in time`)), 15_000);
    socket.on('open', () => {
      for (const message of messages) socket.send(JSON.stringify({ message }));
    });
    socket.on('message', (data: Buffer) => {
      const frame = chatServerFrameSchema.safeParse(JSON.parse(data.toString('utf8')));
      if (!frame.success) return;
      if (frame.data.type === 'error') reject(new Error(`chat room ${roomId}: ${JSON.stringify(frame.data)}`));
      else if (frame.data.sender_id === sender.id) waiting.splice(waiting.indexOf(frame.data.message), 1);
      if (waiting.length === 0) {
        clearTimeout(timer);
        resolve();
      }
    });
    socket.on('close', (code, reason) => reject(new Error(`chat room ${roomId} closed: ${code} ${String(reason)}`)));
    socket.on('error', reject);
  }).finally(() => socket.close());
}

/** A fair as the Create Job Fair form fills it. */
export interface JobFairInput {
  title: string;
  jobIds: number[];
  /** Days from today (Manila); default 14. */
  inDays?: number;
  accessibility?: JobFairAccessibility[];
  capacity?: number | null;
  /** Manila clock times; default 09:00 to 16:00. */
  startTime?: string;
  endTime?: string;
}

/** Creates a job fair as the employer (the Create Job Fair dialog's call) and answers its id. */
export async function createJobFair(api: E2eApi, employer: Person, fair: JobFairInput): Promise<number> {
  const { date } = manilaParts(new Date(Date.now() + (fair.inDays ?? 14) * 86_400_000));
  const answer = await api.call(jobFairsApi.create, {
    token: employer.session.token,
    body: {
      title: fair.title,
      date,
      start_time: fair.startTime ?? '09:00',
      end_time: fair.endTime ?? '16:00',
      format: 'onsite',
      venue: 'Activity Center, SM City North EDSA, Quezon City',
      email: 'jobfair@example.ph',
      contact_number: '+63 2 8555 0100',
      description: 'Meet the hiring team and interview on the spot.',
      capacity: fair.capacity ?? null,
      accessibility: fair.accessibility ?? ['step_free_entrance', 'elevator', 'sign_language_interpreter'],
      jobs: fair.jobIds,
    },
  });
  return answer.job_fair.id;
}

/** Registers the job seeker for a fair (the registration dialog's call); answers the registration id. */
export async function registerForJobFair(
  api: E2eApi,
  jobSeeker: Person,
  fairId: number,
  accommodations: JobFairAccessibility[] = [],
  note = '',
): Promise<number> {
  const answer = await api.call(jobFairsApi.register, {
    token: jobSeeker.session.token,
    body: { job_fair: fairId, accommodations, accommodation_note: note },
  });
  return answer.registration.id;
}
