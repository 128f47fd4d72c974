/**
 * What the demo shows: people, companies and jobs. Invented names and generated card photos only; the
 * seeding itself is in seed-demo.ts.
 */

export interface DemoPerson {
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

export const PEOPLE: DemoPerson[] = [
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

export const COMPANIES = [
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

export const JOBS: {
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
