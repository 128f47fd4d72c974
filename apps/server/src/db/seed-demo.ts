import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import type { PrivateFileStore } from '../platform/files/private-file-store.js';
import { hashPassword } from '../platform/passwords.js';
import type { Database, DatabaseHandle } from './client.js';
import {
  disabilityTags,
  employerProfiles,
  jobPostDisabilityTags,
  jobPosts,
  jobPostTags,
  notifications,
  pwdCards,
  tags,
  userPreferences,
  users,
} from './schema.js';

export interface DemoAccount {
  email: string;
  password: string;
  role: string;
  note?: string;
}

/**
 * Demo data goes into a database with no accounts: by default only the embedded one (a fresh
 * `npm start`), or any empty one when DEMO_DATA is on.
 */
export async function shouldSeedDemoData(database: DatabaseHandle, flag: boolean | undefined): Promise<boolean> {
  const enabled = flag ?? database.driver === 'pglite';
  if (!enabled) return false;
  const [row] = await database.db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

interface DemoPerson {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  userType: 'Employee' | 'Employer' | 'Admin';
  approved: boolean;
  disability?: string;
  idNumber?: string;
  /** A photo of their PWD ID in assets/demo-cards/ (pending job seekers, for the admin to review). */
  card?: string;
  note?: string;
}

const PEOPLE: DemoPerson[] = [
  {
    email: 'admin@kakayahan.demo',
    password: 'Admin-Demo-2026!',
    firstName: 'Liza',
    lastName: 'Mendoza',
    userType: 'Admin',
    approved: true,
  },
  {
    email: 'hiring@bayanihan-tech.demo',
    password: 'Employer-Demo-2026!',
    firstName: 'Ramon',
    lastName: 'Villanueva',
    userType: 'Employer',
    approved: true,
    note: 'Bayanihan Tech Solutions',
  },
  {
    email: 'careers@malasakit-care.demo',
    password: 'Employer-Demo-2026!',
    firstName: 'Grace',
    lastName: 'Tan',
    userType: 'Employer',
    approved: true,
    note: 'Malasakit Customer Care',
  },
  {
    email: 'maria.santos@kakayahan.demo',
    password: 'Seeker-Demo-2026!',
    firstName: 'Maria',
    lastName: 'Santos',
    userType: 'Employee',
    approved: true,
    disability: 'Visual Disability',
    idNumber: '1374010000123456',
    note: 'approved, has preferences',
  },
  {
    email: 'juan.delacruz@kakayahan.demo',
    password: 'Seeker-Demo-2026!',
    firstName: 'Juan',
    lastName: 'dela Cruz',
    userType: 'Employee',
    approved: true,
    disability: 'Deaf or Hard of Hearing',
    idNumber: '0421030650209',
    note: 'approved, no preferences yet',
  },
  {
    email: 'ana.reyes@kakayahan.demo',
    card: 'ana-reyes',
    password: 'Seeker-Demo-2026!',
    firstName: 'Ana',
    lastName: 'Reyes',
    userType: 'Employee',
    approved: false,
    disability: 'Physical Disability (Orthopedic)',
    idNumber: '1376020001234567',
    note: 'pending approval',
  },
  {
    email: 'roberto.garcia@kakayahan.demo',
    card: 'roberto-garcia',
    password: 'Seeker-Demo-2026!',
    firstName: 'Roberto',
    lastName: 'Garcia',
    userType: 'Employee',
    approved: false,
    disability: 'Deaf or Hard of Hearing',
    // An older card numbered 042103065-209: not the national shape, so the admin sees it flagged.
    idNumber: '042103065209',
    note: 'pending approval, older card number',
  },
  {
    email: 'carmela.bautista@kakayahan.demo',
    card: 'carmela-bautista',
    password: 'Seeker-Demo-2026!',
    firstName: 'Carmela',
    lastName: 'Bautista',
    userType: 'Employee',
    approved: false,
    disability: 'Psychosocial Disability',
    idNumber: '1339050007654321',
    note: 'pending approval',
  },
];

const COMPANIES = [
  {
    email: 'hiring@bayanihan-tech.demo',
    compName: 'Bayanihan Tech Solutions',
    industry: 'Information Technology',
    location: 'Makati City, Metro Manila',
    compSite: 'bayanihan-tech.example',
    contactNo: '+63 2 8123 4567',
    compDesc:
      'A software company building accessible digital services for Philippine local governments. Fully remote teams, screen-reader-friendly tools and flexible hours.',
  },
  {
    email: 'careers@malasakit-care.demo',
    compName: 'Malasakit Customer Care',
    industry: 'Business Process Outsourcing',
    location: 'Cebu City, Cebu',
    compSite: 'malasakit-care.example',
    contactNo: '+63 32 234 5678',
    compDesc:
      'A customer-care company with chat and e-mail support teams, sign language interpreters on staff and step-free offices.',
  },
];

const JOBS: {
  company: string;
  title: string;
  category: string;
  type: string;
  location: string;
  salary: string | null;
  skills: string;
  tags: string[];
  disabilities: string[];
  desc: string;
}[] = [
  {
    company: 'hiring@bayanihan-tech.demo',
    title: 'Junior Web Developer',
    category: 'Technology',
    type: 'Full Time',
    location: 'Remote',
    salary: '25,000 - 35,000',
    skills: 'HTML, CSS, JavaScript, React',
    tags: ['Web Development', 'Software Development'],
    disabilities: ['Physical Disability (Orthopedic)', 'Deaf or Hard of Hearing', 'Visual Disability'],
    desc: 'Build accessible web pages for public services with a mentor. Screen reader and keyboard-only workflows are supported.',
  },
  {
    company: 'hiring@bayanihan-tech.demo',
    title: 'Accessibility Tester',
    category: 'Technology',
    type: 'Part Time',
    location: 'Remote',
    salary: '18,000 - 22,000',
    skills: 'Screen readers, WCAG, attention to detail',
    tags: ['Quality Assurance', 'Technical Support'],
    disabilities: ['Visual Disability', 'Learning Disability'],
    desc: 'Test our apps with assistive technology and report barriers. Lived experience with screen readers is a plus.',
  },
  {
    company: 'hiring@bayanihan-tech.demo',
    title: 'Data Entry Specialist',
    category: 'Administrative',
    type: 'Contract',
    location: 'Quezon City, Metro Manila',
    salary: null,
    skills: 'Typing, spreadsheets, accuracy',
    tags: ['Data Entry', 'Office Administration'],
    disabilities: [],
    desc: 'Encode and check records for a six-month digitisation project. Step-free office, flexible schedule.',
  },
  {
    company: 'hiring@bayanihan-tech.demo',
    title: 'UI/UX Design Intern',
    category: 'Design',
    type: 'Internship',
    location: 'Makati City, Metro Manila',
    salary: '10,000',
    skills: 'Figma, user research',
    tags: ['UI/UX Design', 'Graphic Design'],
    disabilities: ['Deaf or Hard of Hearing', 'Speech and Language Impairment'],
    desc: 'Join the design team for three months. All meetings are captioned and written-first.',
  },
  {
    company: 'careers@malasakit-care.demo',
    title: 'Chat Support Representative',
    category: 'Customer Service',
    type: 'Full Time',
    location: 'Cebu City, Cebu',
    salary: '20,000 - 24,000',
    skills: 'Written English, empathy, typing',
    tags: ['Customer Support', 'Call Center'],
    disabilities: ['Deaf or Hard of Hearing', 'Speech and Language Impairment', 'Physical Disability (Orthopedic)'],
    desc: 'Answer customer questions by chat and e-mail only; no voice calls. Paid training provided.',
  },
  {
    company: 'careers@malasakit-care.demo',
    title: 'Bookkeeping Assistant',
    category: 'Finance',
    type: 'Part Time',
    location: 'Remote',
    salary: '15,000 - 18,000',
    skills: 'Bookkeeping, Excel',
    tags: ['Bookkeeping', 'Accounting'],
    disabilities: [],
    desc: 'Keep daily books for our small-business clients, four hours a day, from home.',
  },
  {
    company: 'careers@malasakit-care.demo',
    title: 'Sign Language Interpreter',
    category: 'Education',
    type: 'Freelance',
    location: 'Cebu City, Cebu',
    salary: null,
    skills: 'Filipino Sign Language, interpreting',
    tags: ['Sign Language Interpretation', 'Teaching'],
    disabilities: [],
    desc: 'Interpret trainings and team meetings in Filipino Sign Language on a per-session basis.',
  },
  {
    company: 'careers@malasakit-care.demo',
    title: 'Virtual Assistant',
    category: 'Administrative',
    type: 'Remote',
    location: 'Remote',
    salary: '18,000 - 21,000',
    skills: 'Scheduling, e-mail, Google Workspace',
    tags: ['Virtual Assistance', 'Office Administration'],
    disabilities: [
      'Physical Disability (Orthopedic)',
      'Psychosocial Disability',
      'Cancer (RA11215)',
      'Rare Disease (RA10747)',
    ],
    desc: 'Support two managers with calendars, e-mail and documents. Flexible hours for medical appointments.',
  },
];

/** Creates the demo accounts, company profiles, jobs and notifications. Returns who can sign in. */
export async function seedDemoData(db: Database, files: PrivateFileStore): Promise<DemoAccount[]> {
  const now = new Date();
  const hashes = new Map<string, string>();
  for (const password of new Set(PEOPLE.map((p) => p.password))) hashes.set(password, await hashPassword(password));
  // Card files first: a row never points at a file that is not there.
  const cards = new Map<string, Awaited<ReturnType<typeof storeDemoCard>>>();
  for (const person of PEOPLE) {
    if (person.card) cards.set(person.email, await storeDemoCard(files, person.card));
  }

  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values(
        PEOPLE.map((p) => ({
          email: p.email,
          passwordHash: hashes.get(p.password) ?? '',
          userType: p.userType,
          firstName: p.firstName,
          lastName: p.lastName,
          disability: p.disability ?? null,
          idNumber: p.idNumber ?? null,
          emailVerifiedAt: now,
          isApproved: p.approved,
          approvedAt: p.approved ? now : null,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const idOf = (email: string) => {
      const id = inserted.find((u) => u.email === email)?.id;
      if (id === undefined) throw new Error(`demo user ${email} missing`);
      return id;
    };

    await tx
      .insert(employerProfiles)
      .values(COMPANIES.map(({ email, ...profile }) => ({ userId: idOf(email), compLogo: null, ...profile })));

    const tagRows = await tx.select().from(tags);
    const disabilityRows = await tx.select().from(disabilityTags);
    const tagId = (name: string) => tagRows.find((t) => t.name === name)?.id ?? 0;
    if (tagRows.length === 0 || disabilityRows.length === 0) {
      throw new Error('reference data missing: run the migrations first');
    }
    const disabilityId = (name: string) => disabilityRows.find((t) => t.name === name)?.id ?? 0;

    for (const [index, job] of JOBS.entries()) {
      const [row] = await tx
        .insert(jobPosts)
        .values({
          employerId: idOf(job.company),
          jobTitle: job.title,
          jobDesc: job.desc,
          jobType: job.type,
          category: job.category,
          salaryRange: job.salary,
          location: job.location,
          skillsReq: job.skills,
          createdAt: new Date(now.getTime() - index * 86_400_000),
        })
        .returning({ id: jobPosts.id });
      if (!row) continue;
      if (job.tags.length)
        await tx.insert(jobPostTags).values(job.tags.map((t) => ({ jobId: row.id, tagId: tagId(t) })));
      if (job.disabilities.length) {
        await tx
          .insert(jobPostDisabilityTags)
          .values(job.disabilities.map((d) => ({ jobId: row.id, disabilityTagId: disabilityId(d) })));
      }
    }

    const cardRows = [...cards].map(([email, card]) => ({ userId: idOf(email), ...card }));
    if (cardRows.length > 0) await tx.insert(pwdCards).values(cardRows);

    const preferred = tagRows.filter((t) =>
      ['Web Development', 'Quality Assurance', 'Customer Support'].includes(t.name),
    );
    await tx
      .insert(userPreferences)
      .values(preferred.map((t) => ({ userId: idOf('maria.santos@kakayahan.demo'), tagId: t.id })));

    const maria = idOf('maria.santos@kakayahan.demo');
    await tx.insert(notifications).values([
      {
        userId: maria,
        title: 'Welcome to Kakayahan Jobs',
        action: 'Your account is ready. Set your job preferences to see jobs picked for you.',
        isRead: true,
        createdAt: new Date(now.getTime() - 2 * 86_400_000),
      },
      {
        userId: maria,
        title: 'Account approved',
        action: 'An administrator verified your PWD ID. You can now apply for jobs.',
        createdAt: new Date(now.getTime() - 86_400_000),
      },
      {
        userId: maria,
        title: 'New job that matches you',
        action: 'Bayanihan Tech Solutions posted "Accessibility Tester".',
        createdAt: new Date(now.getTime() - 3_600_000),
      },
    ]);
    await tx.insert(notifications).values([
      {
        userId: idOf('hiring@bayanihan-tech.demo'),
        title: 'Welcome to Kakayahan Jobs',
        action: 'Your company profile is complete. Post your first job to reach candidates.',
      },
    ]);
  });

  return PEOPLE.map((p) => ({
    email: p.email,
    password: p.password,
    role: roleLabel(p.userType),
    ...(p.note ? { note: p.note } : {}),
  }));
}

const DEMO_CARDS_DIR = fileURLToPath(new URL('../../assets/demo-cards/', import.meta.url));

/** Copies a demo card photo into the private store (as an upload would) and describes it for pwd_cards. */
async function storeDemoCard(files: PrivateFileStore, name: string) {
  const bytes = await readFile(path.join(DEMO_CARDS_DIR, `${name}.webp`));
  const { width, height } = await sharp(bytes).metadata();
  const storageKey = `cards/demo-${name}-${randomUUID()}.webp`;
  await files.put(storageKey, bytes);
  return { storageKey, contentType: 'image/webp', byteSize: bytes.length, width, height };
}

function roleLabel(userType: DemoPerson['userType']): string {
  return userType === 'Employee' ? 'Job seeker' : userType;
}
