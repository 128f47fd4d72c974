import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Accordion, AccordionItem } from '../../../components/ui/accordion';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageMeta } from '../../../components/ui/page-meta';
import { HelpArticleDirectory, HelpSearch } from '../../help';

interface Faq {
  id: string;
  question: string;
  answer: ReactNode;
}

const steps = 'ml-6 list-decimal space-y-1';
const bullets = 'ml-6 list-disc space-y-1';

const jobSeekerFaqs: Faq[] = [
  {
    id: 'create-account',
    question: 'How do I create an account?',
    answer: (
      <>
        <ol className={steps}>
          <li>
            Go to the <Link to="/job-seeker/signup">Job Seeker Sign Up page</Link>.
          </li>
          <li>Type your first name, last name, email and a password.</li>
          <li>
            Add a photo of your PWD ID. We read your ID number and disability type from the photo. Check them. If they
            are wrong, type them yourself.
          </li>
          <li>Agree to the Privacy Policy. Then send the form.</li>
          <li>We send you an email. Open it and choose the link inside. This verifies your email.</li>
          <li>An admin checks your PWD ID. This can take some time.</li>
          <li>When the admin approves your account, you can sign in.</li>
        </ol>
        <p>
          Employers sign up on the <Link to="/employer/signup">Employer Sign Up page</Link>. They verify their email
          too. They do not need a PWD ID.
        </p>
      </>
    ),
  },
  {
    id: 'search-and-apply',
    question: 'How do I search and apply for jobs?',
    answer: (
      <ol className={steps}>
        <li>Sign in.</li>
        <li>Open your Dashboard. It has two tabs: Recommended Jobs and All Jobs.</li>
        <li>To find a job, type a job title in the search box. On the All Jobs tab, you can also choose categories.</li>
        <li>When you find a job you like, choose Apply Now.</li>
        <li>Check your details. Then choose Submit Application.</li>
        <li>To see all the jobs you applied for, open My applications at the top of the page.</li>
      </ol>
    ),
  },
  {
    id: 'recommendations',
    question: 'How do I change my job recommendations?',
    answer: (
      <>
        <p>We recommend jobs that match your skills, your disability and your job preferences.</p>
        <ol className={steps}>
          <li>Open your account menu at the top of the page.</li>
          <li>Choose Job Preferences.</li>
          <li>Pick the kinds of work you like. You can pick from 1 to 5.</li>
          <li>Save. Your Recommended Jobs tab now shows jobs that match your new choices.</li>
        </ol>
      </>
    ),
  },
  {
    id: 'resume-and-profile',
    question: 'How do I update my resume and profile?',
    answer: (
      <>
        <ol className={steps}>
          <li>Open your profile.</li>
          <li>Choose Edit Profile.</li>
          <li>Change your details on the About and Experience tabs.</li>
          <li>To add a new resume, upload the file. Try to keep it under 10 MB.</li>
          <li>Save your changes.</li>
        </ol>
        <p>Keep your profile up to date. Employers see your newest details when you apply.</p>
      </>
    ),
  },
  {
    id: 'being-hired',
    question: 'How will I know if I am being hired?',
    answer: (
      <ul className={bullets}>
        <li>
          We send you a notification when an employer answers your application. The bell at the top of the page shows
          how many new notifications you have.
        </li>
        <li>Employers can send you a message. Open Messages to read it and reply.</li>
        <li>
          My applications, at the top of the page, shows each application and its status: Pending, Interviewed, Approved
          or Declined. Approved means the employer wants to move forward with you.
        </li>
      </ul>
    ),
  },
];

const employerFaqs: Faq[] = [
  {
    id: 'post-job',
    question: 'How do I post a job?',
    answer: (
      <ol className={steps}>
        <li>Sign in with your employer account.</li>
        <li>Open your Dashboard.</li>
        <li>Choose Post New Job.</li>
        <li>Fill in the job details, such as the title, category, type of work, location and salary.</li>
        <li>Send the form. The job now shows in Current Job Postings, and job seekers can apply.</li>
      </ol>
    ),
  },
  {
    id: 'edit-or-remove-job',
    question: 'How do I edit or remove a job?',
    answer: (
      <ol className={steps}>
        <li>Open your Dashboard.</li>
        <li>Find the job in Current Job Postings.</li>
        <li>To change the job, choose Edit. Change the details and save.</li>
        <li>To remove the job, choose Delete. Then confirm. A removed job cannot be brought back.</li>
      </ol>
    ),
  },
];

const DESCRIPTION =
  'Help Centre: answers in plain language to common questions about signing up with your PWD ID, finding and applying for jobs, and posting jobs. Search the help or read it step by step.';

const groupHeadingClasses = 'm-0 bg-slate-100 px-4 py-3 text-xl font-bold text-slate-900';

function renderFaq(faq: Faq) {
  return (
    <AccordionItem key={faq.id} id={faq.id} title={faq.question} headingLevel={3}>
      <div className="space-y-3">{faq.answer}</div>
    </AccordionItem>
  );
}

/**
 * Help Centre (/FAQS): common questions in plain language. One shared accordion keeps a single answer
 * open at a time, so the page stays short on a small phone and the reader keeps their place. Above it, a
 * search over the help articles (the assistant's knowledge); below it, every article by audience.
 */
export default function FaqsPage() {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeading>Help Centre</PageHeading>
      <PageMeta title="Help Centre" description={DESCRIPTION} />
      <HelpSearch />

      <p>Here are answers to common questions. Choose a question to show its answer.</p>

      <Accordion>
        <h2 id="faq-job-seekers" className={groupHeadingClasses}>
          For Job Seekers
        </h2>
        {jobSeekerFaqs.map(renderFaq)}
        <h2 id="faq-employers" className={groupHeadingClasses}>
          For Employers
        </h2>
        {employerFaqs.map(renderFaq)}
      </Accordion>

      <HelpArticleDirectory />

      <section aria-labelledby="faq-more-help" className="space-y-2">
        <h2 id="faq-more-help" className="text-2xl font-bold text-slate-900">
          Still need help?
        </h2>
        <p>
          Our support team is happy to help. You can write to us by email. You never need to make a phone call. Find our
          contact details on the <Link to="/accessibility">Accessibility page</Link>, under &ldquo;Get support&rdquo;.
        </p>
      </section>
    </div>
  );
}
