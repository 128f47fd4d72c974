/**
 * The demo's job posts: about fifty, from eight companies in different industries and places, across
 * every category, every job type and many disability tags (some open to every disability), so the feed,
 * search, filters, recommendations and Manage Employers show real content. Invented companies and jobs only.
 * Salaries say their unit ("₱18,000 - ₱22,000 a month", "₱350 an hour"), as employers are asked to, so the
 * demo's job pages carry a salary in their JobPosting data (decision 028); pay per piece ("₱600 per article")
 * and pay with commission stay words only, as they would for a real job.
 */

import type { WorkplaceFact } from '@kakayahan/contracts';

export interface DemoJob {
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
}

const TECH = 'hiring@bayanihan-tech.demo';
const CARE = 'careers@malasakit-care.demo';
const HEALTH = 'jobs@kalinga-health.demo';
const RETAIL = 'people@sulong-retail.demo';
const HOTEL = 'hr@pamana-hotels.demo';
const LEARNING_CENTER = 'careers@tanglaw-learning.demo';
const STUDIO = 'team@alon-digital.demo';
const FINANCE = 'apply@masagana-finance.demo';

const DEAF = 'Deaf or Hard of Hearing';
const LEARNING = 'Learning Disability';
const MENTAL = 'Mental Disability';
const PHYSICAL = 'Physical Disability (Orthopedic)';
const PSYCHOSOCIAL = 'Psychosocial Disability';
const SPEECH = 'Speech and Language Impairment';
const VISUAL = 'Visual Disability';
const INTELLECTUAL = 'Intellectual Disability';
const CANCER = 'Cancer (RA11215)';
const RARE = 'Rare Disease (RA10747)';

function job(
  company: string,
  title: string,
  category: string,
  type: string,
  location: string,
  salary: string | null,
  skills: string,
  tags: string[],
  disabilities: string[],
  desc: string,
): DemoJob {
  return { company, title, category, type, location, salary, skills, tags, disabilities, desc };
}

// One job per line: the list reads as a table.
// prettier-ignore
export const JOBS: DemoJob[] = [
  job(TECH, 'Junior Web Developer', 'Technology', 'Full Time', 'Remote', '₱25,000 - ₱35,000 a month', 'HTML, CSS, JavaScript, React', ['Web Development', 'Software Development'], [PHYSICAL, DEAF, VISUAL], 'Build accessible web pages for public services with a mentor. Screen reader and keyboard-only workflows are supported.'),
  job(TECH, 'Accessibility Tester', 'Technology', 'Part Time', 'Remote', '₱18,000 - ₱22,000 a month', 'Screen readers, WCAG, attention to detail', ['Quality Assurance', 'Technical Support'], [VISUAL, LEARNING], 'Test our apps with assistive technology and report barriers. Lived experience with screen readers is a plus.'),
  job(TECH, 'Data Entry Specialist', 'Administrative', 'Contract', 'Quezon City, Metro Manila', null, 'Typing, spreadsheets, accuracy', ['Data Entry', 'Office Administration'], [], 'Encode and check records for a six-month digitisation project. Step-free office, flexible schedule.'),
  job(TECH, 'UI/UX Design Intern', 'Design', 'Internship', 'Makati City, Metro Manila', '₱10,000 a month', 'Figma, user research', ['UI/UX Design', 'Graphic Design'], [DEAF, SPEECH], 'Join the design team for three months. All meetings are captioned and written-first.'),
  job(CARE, 'Chat Support Representative', 'Customer Service', 'Full Time', 'Cebu City, Cebu', '₱20,000 - ₱24,000 a month', 'Written English, empathy, typing', ['Customer Support', 'Call Center'], [DEAF, SPEECH, PHYSICAL], 'Answer customer questions by chat and e-mail only; no voice calls. Paid training provided.'),
  job(CARE, 'Bookkeeping Assistant', 'Finance', 'Part Time', 'Remote', '₱15,000 - ₱18,000 a month', 'Bookkeeping, Excel', ['Bookkeeping', 'Accounting'], [], 'Keep daily books for our small-business clients, four hours a day, from home.'),
  job(CARE, 'Sign Language Interpreter', 'Education', 'Freelance', 'Cebu City, Cebu', null, 'Filipino Sign Language, interpreting', ['Sign Language Interpretation', 'Teaching'], [], 'Interpret trainings and team meetings in Filipino Sign Language on a per-session basis.'),
  job(CARE, 'Virtual Assistant', 'Administrative', 'Remote', 'Remote', '₱18,000 - ₱21,000 a month', 'Scheduling, e-mail, Google Workspace', ['Virtual Assistance', 'Office Administration'], [PHYSICAL, PSYCHOSOCIAL, CANCER, RARE], 'Support two managers with calendars, e-mail and documents. Flexible hours for medical appointments.'),
  job(TECH, 'Frontend Developer (React)', 'Technology', 'Full Time', 'Remote', '₱40,000 - ₱55,000 a month', 'JavaScript programming, React, TypeScript, accessibility', ['Web Development', 'Software Development'], [VISUAL, PHYSICAL, DEAF, CANCER], 'Build and maintain React screens for e-government services. We pair-program with screen readers on and review every change for WCAG 2.2.'),
  job(TECH, 'Technical Support Specialist', 'Technology', 'Full Time', 'Pasig City, Metro Manila', '₱22,000 - ₱28,000 a month', 'Troubleshooting, customer service, Windows', ['Technical Support', 'Customer Support'], [VISUAL, DEAF, PHYSICAL], 'Help municipal staff by ticket and chat with laptops, printers and our web apps. Ticket-first, no phone queue.'),
  job(TECH, 'QA Automation Engineer', 'Engineering', 'Full Time', 'Remote', '₱45,000 - ₱60,000 a month', 'Test automation, Playwright, JavaScript', ['Quality Assurance', 'Software Development'], [], 'Write automated tests for our public-service portals, including accessibility checks in every build.'),
  job(TECH, 'Content Writer (Plain Language)', 'Marketing', 'Freelance', 'Remote', '₱600 per article', 'Writing, plain language, research', ['Content Writing', 'Digital Marketing'], [PHYSICAL, PSYCHOSOCIAL, RARE, VISUAL], 'Rewrite government service guides in plain Filipino and English so everyone can follow them.'),
  job(TECH, 'Social Media Associate', 'Marketing', 'Part Time', 'Remote', '₱14,000 - ₱16,000 a month', 'Social media, copywriting, Canva', ['Social Media Management', 'Digital Marketing'], [DEAF, SPEECH, LEARNING], 'Plan and caption posts for our partner local governments. Every video we publish is captioned.'),
  job(TECH, 'Junior Graphic Designer', 'Design', 'Contract', 'Makati City, Metro Manila', '₱20,000 a month', 'Graphic design, Adobe Illustrator, layout', ['Graphic Design'], [DEAF, PHYSICAL], 'Design posters and infographics for public information campaigns. Quiet workspace available.'),
  job(TECH, 'IT Recruitment Assistant', 'Human Resources', 'Part Time', 'Remote', '₱16,000 - ₱19,000 a month', 'Recruitment, scheduling, written communication', ['Recruitment'], [PHYSICAL, VISUAL, CANCER], 'Screen applications and schedule interviews for our engineering teams. Fully remote, flexible hours.'),
  job(TECH, 'Legal Research Assistant', 'Legal', 'Contract', 'Quezon City, Metro Manila', '₱25,000 a month', 'Legal research, data privacy, writing', ['Legal Research'], [VISUAL, PHYSICAL, RARE], 'Research the Data Privacy Act and accessibility laws for our compliance team. Screen reader friendly document tools.'),
  job(CARE, 'Email Support Specialist', 'Customer Service', 'Full Time', 'Remote', '₱19,000 - ₱23,000 a month', 'Customer service, written English, typing', ['Customer Support'], [DEAF, SPEECH, VISUAL, PHYSICAL], 'Resolve customer e-mails for an online shop. Screen reader compatible ticketing tool.'),
  job(CARE, 'Night Shift Chat Agent', 'Customer Service', 'Full Time', 'Cebu City, Cebu', '₱23,000 - ₱27,000 a month', 'Chat support, empathy, typing speed', ['Customer Support', 'Call Center'], [DEAF, SPEECH], 'Chat-only support for a travel company. Night differential and transport allowance.'),
  job(CARE, 'Team Leader, Chat Support', 'Customer Service', 'Full Time', 'Cebu City, Cebu', '₱35,000 - ₱40,000 a month', 'Coaching, customer service, reporting', ['Customer Support', 'Account Management'], [], 'Lead a team of twelve chat agents, coach quality and report weekly results.'),
  job(CARE, 'Medical Transcriptionist', 'Healthcare', 'Remote', 'Remote', '₱20,000 - ₱26,000 a month', 'Medical terminology, typing, accuracy', ['Medical Transcription'], [PHYSICAL, VISUAL, CANCER, RARE], 'Transcribe doctors’ dictations for a US clinic network. Foot-pedal or keyboard controls, your choice.'),
  job(CARE, 'Payroll Associate', 'Finance', 'Full Time', 'Cebu City, Cebu', '₱22,000 - ₱26,000 a month', 'Payroll, Excel, accuracy', ['Accounting', 'Bookkeeping'], [PHYSICAL, DEAF, MENTAL], 'Prepare payroll for 800 employees with a supportive team. Step-free office near the IT Park.'),
  job(CARE, 'Account Manager', 'Sales', 'Full Time', 'Cebu City, Cebu', '₱30,000 - ₱38,000 a month plus commission', 'Client relations, negotiation, presentations', ['Account Management', 'Sales Representative'], [PHYSICAL, CANCER], 'Look after our outsourcing clients and grow their accounts. Mostly video calls with captions on.'),
  job(CARE, 'HR Assistant', 'Human Resources', 'Full Time', 'Cebu City, Cebu', '₱18,000 - ₱21,000 a month', 'Onboarding, records, Filipino Sign Language a plus', ['Recruitment', 'Office Administration'], [DEAF, PHYSICAL], 'Help new hires settle in, keep records and arrange interpreters for onboarding sessions.'),
  job(CARE, 'Filipino-English Translator', 'Education', 'Freelance', 'Remote', '₱1.50 per word', 'Translation, Filipino, English', ['Translation'], [], 'Translate help articles and training material between Filipino and English.'),
  job(HEALTH, 'Caregiver Trainee', 'Healthcare', 'Full Time', 'Davao City, Davao del Sur', '₱16,000 - ₱18,000 a month', 'Patient care, patience, first aid', ['Caregiving'], [DEAF, LEARNING], 'Train for six months and become a certified caregiver in our elder-care homes.'),
  job(HEALTH, 'Clinic Receptionist', 'Healthcare', 'Part Time', 'Davao City, Davao del Sur', '₱12,000 - ₱14,000 a month', 'Scheduling, customer service, records', ['Office Administration', 'Customer Support'], [PHYSICAL, VISUAL], 'Greet patients, book appointments and keep records at a step-free community clinic.'),
  job(HEALTH, 'Health Records Encoder', 'Healthcare', 'Contract', 'Remote', '₱15,000 - ₱17,000 a month', 'Data entry, typing, confidentiality', ['Data Entry', 'Medical Transcription'], [PHYSICAL, VISUAL, PSYCHOSOCIAL, MENTAL], 'Encode paper health records into our system. Work from home with a provided laptop.'),
  job(HEALTH, 'Online Tutor, Science', 'Education', 'Part Time', 'Remote', '₱350 an hour', 'Teaching, biology, chemistry', ['Tutoring', 'Teaching'], [PHYSICAL, DEAF, VISUAL, RARE], 'Tutor senior high school students online in biology and chemistry, evenings and weekends.'),
  job(HEALTH, 'Special Education Teacher Aide', 'Education', 'Full Time', 'Davao City, Davao del Sur', '₱17,000 - ₱20,000 a month', 'Teaching, Filipino Sign Language, patience', ['Teaching', 'Sign Language Interpretation'], [DEAF, PHYSICAL], 'Support teachers in an inclusive classroom for deaf and hard of hearing children.'),
  job(HEALTH, 'Nursing Assistant', 'Healthcare', 'Full Time', 'Davao City, Davao del Sur', '₱18,000 - ₱22,000 a month', 'Nursing, patient care, vital signs', ['Nursing', 'Caregiving'], [DEAF, CANCER], 'Assist registered nurses on the ward. Visual alarms and written handovers on every shift.'),
  job(HEALTH, 'Wellness Program Coordinator', 'Human Resources', 'Remote', 'Remote', '₱24,000 - ₱28,000 a month', 'Program planning, communication, scheduling', ['Office Administration', 'Recruitment'], [PSYCHOSOCIAL, MENTAL, CANCER, RARE], 'Plan wellness activities for partner companies. Flexible hours and mental health days.'),
  job(RETAIL, 'Store Associate', 'Retail', 'Part Time', 'Taguig City, Metro Manila', '₱13,000 - ₱15,000 a month', 'Customer service, shelf stocking, cash handling', ['Retail Operations'], [DEAF, INTELLECTUAL, LEARNING], 'Help customers and keep shelves tidy in our grocery store. Job coach support in the first month.'),
  job(RETAIL, 'Inventory Clerk', 'Retail', 'Full Time', 'Taguig City, Metro Manila', '₱16,000 - ₱18,000 a month', 'Inventory management, spreadsheets, accuracy', ['Inventory Management', 'Data Entry'], [DEAF, PHYSICAL, INTELLECTUAL], 'Count and record stock with handheld scanners. Seated work stations available.'),
  job(RETAIL, 'Packaging Line Operator', 'Manufacturing', 'Full Time', 'Cavite', '₱14,500 - ₱16,000 a month', 'Assembly, quality checks, teamwork', ['Assembly and Production'], [DEAF, INTELLECTUAL, SPEECH], 'Pack and label products on a calm, well-lit line. Visual signals instead of sirens.'),
  job(RETAIL, 'Electronics Assembler', 'Manufacturing', 'Contract', 'Laguna', '₱15,000 - ₱17,000 a month', 'Electronics assembly, soldering, attention to detail', ['Electronics Assembly', 'Assembly and Production'], [DEAF, SPEECH, LEARNING], 'Assemble circuit boards in a supervised, captioned-training workplace.'),
  job(RETAIL, 'Delivery Dispatcher', 'Transportation', 'Full Time', 'Pasay City, Metro Manila', '₱18,000 - ₱21,000 a month', 'Logistics, scheduling, maps', ['Logistics and Delivery'], [PHYSICAL, DEAF], 'Assign delivery routes to riders from a dispatch desk. Chat-based coordination.'),
  job(RETAIL, 'Logistics Coordinator', 'Transportation', 'Remote', 'Remote', '₱24,000 - ₱29,000 a month', 'Logistics, spreadsheets, supplier communication', ['Logistics and Delivery', 'Inventory Management'], [PHYSICAL, VISUAL, CANCER], 'Track shipments and talk with suppliers by e-mail. Fully remote.'),
  job(RETAIL, 'Sales Representative', 'Sales', 'Full Time', 'Quezon City, Metro Manila', '₱18,000 a month plus commission', 'Sales, customer service, product knowledge', ['Sales Representative'], [PHYSICAL, LEARNING, PSYCHOSOCIAL], 'Sell home appliances in our flagship store. Seated counter and structured scripts.'),
  job(RETAIL, 'E-commerce Listing Assistant', 'Retail', 'Internship', 'Remote', '₱9,000 a month', 'Product descriptions, photo editing, typing', ['Content Writing', 'Data Entry'], [VISUAL, PHYSICAL, RARE], 'Write product descriptions with alt text for our online store during a three-month internship.'),
  job(RETAIL, 'Maintenance Technician', 'Engineering', 'Full Time', 'Cavite', '₱20,000 - ₱24,000 a month', 'Electrical maintenance, troubleshooting, safety', ['Engineering Drafting', 'Electronics Assembly'], [DEAF], 'Maintain conveyor and packaging machines. Visual alarm system throughout the plant.'),
  job(RETAIL, 'CAD Drafter', 'Engineering', 'Remote', 'Remote', '₱26,000 - ₱32,000 a month', 'AutoCAD, engineering drafting, blueprints', ['Engineering Drafting'], [PHYSICAL, DEAF, SPEECH, RARE], 'Draft store layouts and fixtures in AutoCAD from home.'),
  job(TECH, 'Website Content Moderator', 'Technology', 'Part Time', 'Remote', '₱16,000 - ₱19,000 a month', 'Content policy, sound judgement, written Filipino', ['Web Development', 'Content Writing'], [], 'Review comments and uploads on our public-service websites against a clear policy. Work from home, four hours a day.'),
  job(HOTEL, 'Front Desk Associate', 'Customer Service', 'Full Time', 'Baguio City, Benguet', '₱17,000 - ₱20,000 a month', 'Customer service, scheduling, English', ['Customer Support', 'Office Administration'], [PHYSICAL, PSYCHOSOCIAL], 'Welcome guests at a step-free front desk with a seated counter. Written check-in cards for guests who prefer them.'),
  job(HOTEL, 'Reservations Agent (Chat and E-mail)', 'Customer Service', 'Remote', 'Remote', '₱18,000 - ₱22,000 a month', 'Written English, booking systems, typing', ['Customer Support', 'Virtual Assistance'], [DEAF, SPEECH, PHYSICAL], 'Answer booking requests by chat and e-mail for our three hotels. No phone calls; training online.'),
  job(LEARNING_CENTER, 'Braille Transcriber', 'Education', 'Part Time', 'Iloilo City, Iloilo', '₱14,000 - ₱16,000 a month', 'Braille, proofreading, attention to detail', ['Teaching', 'Data Entry'], [VISUAL, PHYSICAL], 'Transcribe workbooks into Braille and proofread them. Braille readers are warmly encouraged to apply.'),
  job(LEARNING_CENTER, 'Learning Materials Writer', 'Education', 'Freelance', 'Remote', '₱800 per module', 'Writing, plain language, lesson planning', ['Content Writing', 'Teaching'], [], 'Write easy-to-read lessons for learners with intellectual disabilities, with our editors.'),
  job(STUDIO, 'Mobile App Tester', 'Technology', 'Contract', 'Cebu City, Cebu', '₱20,000 - ₱25,000 a month', 'Android, iOS, screen readers, bug reports', ['Quality Assurance', 'Technical Support'], [VISUAL, DEAF, PHYSICAL], 'Test our apps with TalkBack and VoiceOver and write clear bug reports. Six-month contract.'),
  job(FINANCE, 'Loan Processing Assistant', 'Finance', 'Full Time', 'Makati City, Metro Manila', '₱19,000 - ₱23,000 a month', 'Data entry, spreadsheets, accuracy', ['Bookkeeping', 'Data Entry'], [PHYSICAL, DEAF, CANCER], 'Check loan papers and encode them for approval. Step-free office and a quiet room.'),
  job(FINANCE, 'Customer Accounts Associate', 'Finance', 'Part Time', 'Remote', '₱13,000 - ₱15,000 a month', 'Customer service, written Filipino, spreadsheets', ['Accounting', 'Customer Support'], [VISUAL, PSYCHOSOCIAL], 'Answer borrowers’ questions about their accounts by e-mail, four hours a day from home.'),
];

/**
 * The demo's workplace accessibility (issue 16), ticked as each job's description tells it; a job whose
 * location is Remote also has "remote or hybrid work possible". Jobs not named here tick nothing, as a real
 * employer who skips the section would, so the job page's "not described yet" shows too.
 */
export const DEMO_WORKPLACE: Record<string, { facts: WorkplaceFact[]; note?: string }> = {
  'Junior Web Developer': { facts: ['screen_reader', 'flexible_hours'] },
  'Accessibility Tester': { facts: ['screen_reader', 'screen_magnifier', 'flexible_hours'] },
  'Data Entry Specialist': {
    facts: ['step_free_entrance', 'elevator', 'accessible_toilet', 'flexible_hours', 'accessible_transport'],
    note: 'The office is on the 3rd floor; the lift is beside the guard post and has Braille buttons.',
  },
  'UI/UX Design Intern': { facts: ['captioning', 'sign_language_team', 'elevator', 'step_free_entrance'] },
  'Chat Support Representative': {
    facts: ['captioning', 'sign_language_team', 'step_free_entrance', 'elevator', 'accessible_toilet'],
    note: 'Chat and e-mail only, no voice calls. Training videos are captioned.',
  },
  'Frontend Developer (React)': { facts: ['screen_reader', 'screen_magnifier', 'captioning'] },
  'Technical Support Specialist': {
    facts: ['step_free_entrance', 'elevator', 'accessible_toilet', 'screen_reader', 'accessible_transport'],
  },
  'Junior Graphic Designer': { facts: ['quiet_workspace', 'step_free_entrance', 'elevator'] },
  'IT Recruitment Assistant': { facts: ['flexible_hours', 'screen_reader'] },
  'Legal Research Assistant': { facts: ['screen_reader', 'quiet_workspace', 'elevator'] },
  'Email Support Specialist': { facts: ['screen_reader'] },
  'Payroll Associate': {
    facts: ['step_free_entrance', 'elevator', 'accessible_toilet', 'accessible_transport'],
    note: 'Step-free office near the IT Park jeepney terminal; reserved parking for persons with disability.',
  },
  'HR Assistant': { facts: ['sign_language_team', 'step_free_entrance', 'accessible_toilet'] },
  'Clinic Receptionist': { facts: ['step_free_entrance', 'accessible_toilet', 'accessible_transport'] },
  'Nursing Assistant': { facts: ['sign_language_team', 'accessible_toilet'], note: 'Visual alarms on every ward.' },
  'Wellness Program Coordinator': { facts: ['flexible_hours'] },
  'Store Associate': { facts: ['step_free_entrance', 'accessible_toilet', 'accessible_transport'] },
  'Packaging Line Operator': {
    facts: ['quiet_workspace', 'step_free_entrance'],
    note: 'Visual signals instead of sirens.',
  },
  'Special Education Teacher Aide': { facts: ['sign_language_team', 'step_free_entrance'] },
  'Front Desk Associate': { facts: ['step_free_entrance', 'elevator', 'accessible_toilet'] },
  'Mobile App Tester': { facts: ['screen_reader', 'captioning'] },
  'Loan Processing Assistant': {
    facts: ['step_free_entrance', 'elevator', 'accessible_toilet', 'quiet_workspace', 'accessible_transport'],
  },
};

/** A demo job's workplace facts (Remote adds remote or hybrid work) and note. */
export function demoWorkplace(job: Pick<DemoJob, 'title' | 'location'>): { facts: WorkplaceFact[]; note: string } {
  const given = DEMO_WORKPLACE[job.title];
  const facts = new Set<WorkplaceFact>(given?.facts ?? []);
  if (/remote/iu.test(job.location)) facts.add('remote_or_hybrid');
  return { facts: [...facts], note: given?.note ?? '' };
}
