/**
 * What the demo shows: people, companies and jobs. Invented names and generated card photos only; the
 * seeding itself is in seed-demo.ts.
 */
import type { AccommodationAnswer, AccommodationKind } from '@kakayahan/contracts';

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
  /** What the card reader reads from that photo (kept as if read in the background after the upload). */
  cardReading?: { name: string; idNumber: string };
  /** Pending job seekers: how long ago they registered (the admin's list is oldest first). */
  registeredHoursAgo?: number;
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
    email: 'jobs@kalinga-health.demo',
    password: 'Employer-Demo-2026!',
    firstName: 'Teresa',
    lastName: 'Aquino',
    userType: 'Employer',
    approved: true,
    note: 'Kalinga Health Services',
  },
  {
    email: 'people@sulong-retail.demo',
    password: 'Employer-Demo-2026!',
    firstName: 'Daniel',
    lastName: 'Ramos',
    userType: 'Employer',
    approved: true,
    note: 'Sulong Retail and Logistics',
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
    note: 'approved, profile, preferences and two applications',
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
    cardReading: { name: 'ANA REYES', idNumber: '1376020001234567' },
    registeredHoursAgo: 30,
    password: 'Seeker-Demo-2026!',
    firstName: 'Ana',
    lastName: 'Reyes',
    userType: 'Employee',
    approved: false,
    disability: 'Physical Disability (Orthopedic)',
    idNumber: '1376020001234567',
    note: 'pending approval: signs in to My PWD ID (check, correct, new photo, withdraw)',
  },
  {
    email: 'roberto.garcia@kakayahan.demo',
    card: 'roberto-garcia',
    // Registered under his nickname: the card says ROBERTO GARCIA, so the admin sees the names differ.
    cardReading: { name: 'ROBERTO GARCIA', idNumber: '042103065209' },
    registeredHoursAgo: 52,
    password: 'Seeker-Demo-2026!',
    firstName: 'Bert',
    lastName: 'Garcia',
    userType: 'Employee',
    approved: false,
    disability: 'Deaf or Hard of Hearing',
    // An older card numbered 042103065-209: not the national shape, so the admin sees it flagged.
    idNumber: '042103065209',
    note: 'pending approval, older card number, registered as Bert (the card says Roberto)',
  },
  {
    email: 'carmela.bautista@kakayahan.demo',
    card: 'carmela-bautista',
    cardReading: { name: 'CARMELA BAUTISTA', idNumber: '1339050007654321' },
    registeredHoursAgo: 5,
    password: 'Seeker-Demo-2026!',
    firstName: 'Carmela',
    lastName: 'Bautista',
    userType: 'Employee',
    approved: false,
    disability: 'Psychosocial Disability',
    idNumber: '1339050007654321',
    note: 'pending approval',
  },
  // More employers, in other industries and places, so Manage Employers' filters and search have
  // something to narrow (added after the people above, so their accounts stay as they were).
  {
    email: 'hr@pamana-hotels.demo',
    password: 'Employer-Demo-2026!',
    firstName: 'Isabel',
    lastName: 'Navarro',
    userType: 'Employer',
    approved: true,
    note: 'Pamana Hotels and Resorts',
  },
  {
    email: 'careers@tanglaw-learning.demo',
    password: 'Employer-Demo-2026!',
    firstName: 'Miguel',
    lastName: 'Fernandez',
    userType: 'Employer',
    approved: true,
    note: 'Tanglaw Learning Center',
  },
  {
    email: 'team@alon-digital.demo',
    password: 'Employer-Demo-2026!',
    firstName: 'Kristine',
    lastName: 'Uy',
    userType: 'Employer',
    approved: true,
    note: 'Alon Digital Studio',
  },
  {
    email: 'apply@masagana-finance.demo',
    password: 'Employer-Demo-2026!',
    firstName: 'Jose',
    lastName: 'Pascual',
    userType: 'Employer',
    approved: true,
    note: 'Masagana Microfinance',
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
  {
    email: 'jobs@kalinga-health.demo',
    compName: 'Kalinga Health Services',
    industry: 'Healthcare',
    location: 'Davao City, Davao del Sur',
    compSite: 'https://kalinga-health.example',
    contactNo: '+63 82 345 6789',
    compDesc:
      'Community clinics and elder-care homes in Mindanao. We train caregivers and nurses, and our clinics are step-free with visual alarms.',
  },
  {
    email: 'people@sulong-retail.demo',
    compName: 'Sulong Retail and Logistics',
    industry: 'Retail and Logistics',
    location: 'Taguig City, Metro Manila',
    compSite: 'sulong-retail.example',
    contactNo: '+63 2 8765 4321',
    compDesc:
      'Grocery stores, a packaging plant and a delivery network. Job coaches support new colleagues in their first month.',
  },
  {
    email: 'hr@pamana-hotels.demo',
    compName: 'Pamana Hotels and Resorts',
    industry: 'Hospitality and Tourism',
    location: 'Baguio City, Benguet',
    compSite: 'https://pamana-hotels.example',
    contactNo: '+63 74 442 3100',
    compDesc:
      'Three mountain hotels with step-free rooms, tactile room signs and a reservations team that works by chat and e-mail.',
  },
  {
    email: 'careers@tanglaw-learning.demo',
    compName: 'Tanglaw Learning Center',
    industry: 'Education',
    location: 'Iloilo City, Iloilo',
    compSite: 'tanglaw-learning.example',
    contactNo: '+63 33 337 2250',
    compDesc:
      'Tutoring and learning materials for learners with disabilities in Western Visayas, in Braille, large print and Filipino Sign Language videos.',
  },
  {
    // The same industry as Bayanihan Tech and the same city as Malasakit: the filters combine.
    email: 'team@alon-digital.demo',
    compName: 'Alon Digital Studio',
    industry: 'Information Technology',
    location: 'Cebu City, Cebu',
    compSite: 'https://alon-digital.example',
    contactNo: '+63 32 888 0420',
    compDesc:
      'A small studio building mobile apps for cooperatives and local shops. Written-first teamwork and captioned meetings.',
  },
  {
    email: 'apply@masagana-finance.demo',
    compName: 'Masagana Microfinance',
    industry: 'Financial Services',
    location: 'Makati City, Metro Manila',
    compSite: 'masagana-finance.example',
    contactNo: '+63 2 8845 7700',
    compDesc:
      'Small loans and savings for market vendors and farmers. Our back office is remote-first with screen-reader-friendly tools.',
  },
];

/** Job seekers' profiles (the rest have none yet, as after sign-up). */
export const SEEKER_PROFILES = [
  {
    email: 'maria.santos@kakayahan.demo',
    fullName: 'Maria Santos',
    proHeadline: 'Web developer and accessibility tester',
    bio: 'I build and test websites with a screen reader every day. I care about clear content and keyboard access.',
    contactNo: '+63 917 555 0142',
    location: 'Quezon City, Metro Manila',
    experience:
      'Two years of freelance web development (HTML, CSS, JavaScript). One year testing government websites with NVDA and TalkBack.',
    role: 'Web Developer',
    skills: 'JavaScript, HTML, CSS, Screen readers, Customer service, Typing',
    resume: 'maria-santos-resume',
  },
];

/** Demo applications: [job seeker, job title, status]. */
/**
 * The demo's applications. Issue 16: whether the employer sees the disability type, and what was asked
 * for the hiring process (answered on the decided one, waiting on the pending one, so the employer can
 * answer it in the demo).
 */
export const APPLICATIONS: readonly {
  email: string;
  job: string;
  status: 'Approved' | 'Pending';
  disclose: boolean;
  accommodations: { kind: AccommodationKind; answer: AccommodationAnswer | null }[];
  note: string;
}[] = [
  {
    email: 'maria.santos@kakayahan.demo',
    job: 'Accessibility Tester',
    status: 'Approved',
    disclose: true,
    accommodations: [
      { kind: 'remote_interview', answer: 'arranged' },
      { kind: 'extra_time', answer: 'arranged' },
    ],
    note: '',
  },
  {
    email: 'maria.santos@kakayahan.demo',
    job: 'Frontend Developer (React)',
    status: 'Pending',
    disclose: false,
    accommodations: [
      { kind: 'written_questions', answer: null },
      { kind: 'extra_time', answer: null },
    ],
    note: 'I use the NVDA screen reader. Please send any coding test as a web page or an accessible document, not a scanned PDF.',
  },
];
