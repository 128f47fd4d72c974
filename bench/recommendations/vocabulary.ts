// Word lists the generated jobs and job seekers are made of: per category, job roles, skills and the
// specialty tags that go with it; plus everyday words. Generated pseudo-words (corpus.ts) add a long tail.
import type { JobCategory } from '@kakayahan/contracts';

export interface CategoryWords {
  roles: string[];
  skills: string[];
  words: string[];
  tags: string[];
}

const list = (text: string): string[] => text.split(', ');

export const CATEGORY_WORDS: Record<JobCategory, CategoryWords> = {
  Technology: {
    roles: list(
      'Software Developer, Web Developer, QA Tester, IT Support Specialist, Data Analyst, Systems Administrator, Mobile App Developer',
    ),
    skills: list(
      'JavaScript, TypeScript, Python, SQL, React, Node.js, Java, C#, HTML, CSS, Linux, Git, Automated Testing, Cloud Computing, Networking, Data Analysis, Excel, Accessibility Testing, Screen Reader Testing',
    ),
    words: list(
      'software, application, database, server, code, release, api, platform, users, bug, deploy, system, network, security, backend, frontend, dashboard, cloud, ticket',
    ),
    tags: list('Software Development, Web Development, Technical Support, Quality Assurance, Data Entry'),
  },
  Sales: {
    roles: list('Sales Associate, Sales Representative, Account Executive, Inside Sales Agent, Telesales Agent'),
    skills: list(
      'Negotiation, Cold Calling, Lead Generation, CRM, Customer Service, Product Knowledge, Closing Deals, Prospecting',
    ),
    words: list(
      'quota, clients, pipeline, leads, territory, commission, deals, accounts, prospects, targets, revenue, products',
    ),
    tags: list('Sales Representative, Account Management, Customer Support'),
  },
  Marketing: {
    roles: list(
      'Digital Marketing Assistant, Social Media Manager, Content Writer, SEO Specialist, Marketing Coordinator',
    ),
    skills: list(
      'Social Media, SEO, Copywriting, Content Writing, Google Analytics, Email Marketing, Canva, Video Editing, Campaign Planning',
    ),
    words: list(
      'brand, campaign, audience, content, engagement, posts, newsletter, followers, analytics, ads, blog, channels',
    ),
    tags: list('Digital Marketing, Content Writing, Social Media Management'),
  },
  Finance: {
    roles: list('Bookkeeper, Accounting Clerk, Payroll Officer, Accounts Payable Specialist, Junior Accountant'),
    skills: list(
      'Bookkeeping, Accounting, Payroll, QuickBooks, Excel, Financial Reporting, Tax Filing, Reconciliation, Invoicing',
    ),
    words: list(
      'ledger, invoices, payments, budget, audit, expenses, receipts, statements, taxes, balance, accounts, vouchers',
    ),
    tags: list('Bookkeeping, Accounting, Data Entry'),
  },
  Education: {
    roles: list('Online English Tutor, Teacher Aide, Math Tutor, Sign Language Teacher, Curriculum Assistant'),
    skills: list(
      'Teaching, Tutoring, English Grammar, Lesson Planning, Filipino Sign Language, Classroom Management, Mathematics, Public Speaking',
    ),
    words: list(
      'students, lessons, learners, classes, curriculum, grades, school, modules, reading, exams, homework, parents',
    ),
    tags: list('Teaching, Tutoring, Sign Language Interpretation'),
  },
  Healthcare: {
    roles: list('Medical Transcriptionist, Caregiver, Nursing Aide, Clinic Receptionist, Pharmacy Assistant'),
    skills: list(
      'Medical Transcription, Caregiving, Nursing, First Aid, Medical Terminology, Patient Care, Audio Typing, Vital Signs',
    ),
    words: list(
      'patients, clinic, hospital, records, doctors, medicine, appointments, health, charts, therapy, wellness, care',
    ),
    tags: list('Nursing, Medical Transcription, Caregiving'),
  },
  'Customer Service': {
    roles: list(
      'Customer Service Representative, Call Center Agent, Chat Support Agent, Help Desk Associate, Virtual Assistant',
    ),
    skills: list(
      'Customer Service, Chat Support, Email Support, Active Listening, Problem Solving, Typing, Zendesk, Complaint Handling',
    ),
    words: list(
      'customers, calls, inquiries, tickets, chat, queue, resolution, callers, accounts, feedback, service, shifts',
    ),
    tags: list('Customer Support, Call Center, Virtual Assistance'),
  },
  Administrative: {
    roles: list('Administrative Assistant, Office Clerk, Data Encoder, Receptionist, Records Officer'),
    skills: list(
      'Data Entry, Filing, Microsoft Office, Typing, Scheduling, Records Management, Google Workspace, Document Scanning',
    ),
    words: list(
      'office, documents, files, schedule, meetings, forms, encoding, reports, memos, calendar, supplies, archive',
    ),
    tags: list('Office Administration, Data Entry, Virtual Assistance'),
  },
  Engineering: {
    roles: list(
      'CAD Drafter, Engineering Assistant, Electronics Technician, Civil Engineering Aide, Quality Inspector',
    ),
    skills: list(
      'AutoCAD, Technical Drawing, Electronics, Soldering, Blueprint Reading, Quality Control, SketchUp, Surveying',
    ),
    words: list(
      'drawings, plans, circuits, specifications, site, components, measurements, prototype, inspection, designs, materials, projects',
    ),
    tags: list('Engineering Drafting, Electronics Assembly, Quality Assurance'),
  },
  Design: {
    roles: list('Graphic Designer, UI/UX Designer, Layout Artist, Illustrator, Multimedia Artist'),
    skills: list(
      'Graphic Design, Adobe Photoshop, Illustrator, Figma, UI Design, UX Research, Typography, Canva, Video Editing',
    ),
    words: list(
      'designs, layouts, mockups, logos, visuals, prototypes, branding, illustrations, posters, interfaces, colors, portfolio',
    ),
    tags: list('Graphic Design, UI/UX Design, Digital Marketing'),
  },
  'Human Resources': {
    roles: list(
      'HR Assistant, Recruitment Associate, Talent Sourcer, Payroll and Benefits Clerk, Training Coordinator',
    ),
    skills: list('Recruitment, Interviewing, Onboarding, Payroll, Labor Law, Sourcing, HRIS, Employee Relations'),
    words: list(
      'candidates, applicants, hiring, employees, benefits, training, interviews, onboarding, policies, records, staff, vacancies',
    ),
    tags: list('Recruitment, Office Administration'),
  },
  Legal: {
    roles: list('Legal Assistant, Paralegal, Legal Researcher, Document Reviewer, Compliance Assistant'),
    skills: list(
      'Legal Research, Legal Writing, Contract Review, Document Management, Compliance, Notarial Work, Case Filing',
    ),
    words: list(
      'contracts, cases, court, pleadings, documents, clients, laws, filings, affidavits, research, compliance, attorneys',
    ),
    tags: list('Legal Research, Office Administration'),
  },
  Manufacturing: {
    roles: list('Production Operator, Assembly Worker, Machine Operator, Packaging Staff, Quality Checker'),
    skills: list(
      'Assembly, Machine Operation, Quality Control, Packaging, Safety Procedures, Sewing, Forklift Operation, 5S',
    ),
    words: list(
      'production, line, products, machines, factory, shifts, output, parts, safety, packing, quality, warehouse',
    ),
    tags: list('Assembly and Production, Electronics Assembly, Quality Assurance'),
  },
  Retail: {
    roles: list('Store Cashier, Sales Clerk, Inventory Clerk, Merchandiser, Store Supervisor'),
    skills: list(
      'Cash Handling, Point of Sale, Inventory Management, Customer Service, Merchandising, Stock Counting, Visual Display',
    ),
    words: list('store, shoppers, shelves, stock, cashier, items, branch, sales, products, displays, mall, counter'),
    tags: list('Retail Operations, Inventory Management, Sales Representative'),
  },
  Transportation: {
    roles: list('Delivery Coordinator, Dispatcher, Logistics Assistant, Warehouse Staff, Fleet Records Clerk'),
    skills: list(
      'Logistics, Dispatching, Route Planning, Inventory Management, Driving, Shipping Documentation, Warehouse Operations',
    ),
    words: list(
      'deliveries, shipments, routes, drivers, trucks, warehouse, orders, parcels, dispatch, fleet, schedule, cargo',
    ),
    tags: list('Logistics and Delivery, Inventory Management'),
  },
};

/** Everyday words of job adverts, shared by every category. */
export const COMMON_WORDS = (
  'work team company friendly environment flexible schedule opportunity growth training provided apply ' +
  'join looking candidate responsible daily tasks support accessible workplace inclusive reasonable ' +
  'accommodation home based office hours benefits salary monthly weekly communication detail oriented ' +
  'reliable organized motivated willing learn new tools clear instructions quiet space assistive ' +
  'technology mentor helpful colleagues career development part full time remote hybrid onsite'
).split(' ');

export const SENIORITY = ['', '', '', 'Junior', 'Senior', 'Entry-Level', 'Lead', 'Assistant'];
