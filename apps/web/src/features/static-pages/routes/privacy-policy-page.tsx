import { PRODUCT_NAME } from '@kakayahan/contracts';
import type { ReactNode } from 'react';
import { Accordion, AccordionItem } from '../../../components/ui/accordion';
import { LinkButton } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageMeta } from '../../../components/ui/page-meta';

interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

const bullets = 'ml-6 list-disc space-y-1';
const PRIVACY_EMAIL = 'privacy@kakayahan.ph';

const privacyContact = <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>;

/** The 13 sections in the order the spec lists them; each stays short on purpose. */
const sections: PolicySection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    body: (
      <>
        <p>
          {PRODUCT_NAME} (&ldquo;we&rdquo;, &ldquo;us&rdquo;) is a job platform that connects people with disabilities
          in the Philippines with employers.
        </p>
        <p>
          This page explains what personal information we collect, why we collect it and how we protect it. It also sets
          the rules for using the platform (the Terms of Use). By creating an account, you agree to both.
        </p>
        <p>
          We follow the Data Privacy Act of 2012 (Republic Act No. 10173) and the rules of the National Privacy
          Commission (NPC).
        </p>
      </>
    ),
  },
  {
    id: 'data-privacy-and-security',
    title: 'User Data Privacy and Security',
    body: (
      <>
        <p>We collect only what we need to run the platform:</p>
        <ul className={bullets}>
          <li>Everyone: name, email address and password.</li>
          <li>
            Job seekers: a photo of your PWD ID, your ID number, disability type, profile, resume, job preferences and
            applications.
          </li>
          <li>Employers: company name, logo, industry, location, website, contact number and job posts.</li>
          <li>Messages, forum posts and comments that you write on the platform.</li>
        </ul>
        <p>
          Your disability information is sensitive personal information under the law. We use it only to verify your
          account and to recommend suitable jobs.
        </p>
        <p>
          Employers can see your profile. An employer sees your application only when you apply to their job. We do not
          sell your personal information to anyone.
        </p>
      </>
    ),
  },
  {
    id: 'user-rights',
    title: 'User Rights',
    body: (
      <>
        <p>Under the Data Privacy Act, you have the right to:</p>
        <ul className={bullets}>
          <li>know what personal information we hold about you and how we use it;</li>
          <li>get a copy of your personal information;</li>
          <li>ask us to correct information that is wrong or out of date;</li>
          <li>ask us to delete your information or your account;</li>
          <li>object to how we use your information;</li>
          <li>file a complaint with the National Privacy Commission.</li>
        </ul>
        <p>
          You can change most details yourself on your profile. For any other request, write to our Data Protection
          Officer at {privacyContact}.
        </p>
      </>
    ),
  },
  {
    id: 'security-policy',
    title: 'Security Policy',
    body: (
      <ul className={bullets}>
        <li>We never store your password as plain text. We keep only a scrambled (hashed) version of it.</li>
        <li>Information sent between your device and our platform is encrypted.</li>
        <li>PWD ID images are kept private. Only our administrators can see them, and only to verify accounts.</li>
        <li>We limit repeated sign-in attempts to stop people from guessing passwords.</li>
        <li>
          If a data breach puts your information at risk, we tell you and the National Privacy Commission within 72
          hours of finding out.
        </li>
        <li>Please sign out when you use a shared phone or computer.</li>
      </ul>
    ),
  },
  {
    id: 'pwd-verification',
    title: 'PWD Verification Process',
    body: (
      <>
        <p>
          This platform is for persons with disabilities. To join as a job seeker, you upload a photo of your PWD ID.
          The PWD ID is issued by the Persons with Disability Affairs Office (PDAO) of your city or municipality, under
          the Magna Carta for Persons with Disability (Republic Act No. 7277, as amended).
        </p>
        <p>
          Our system reads the ID number and disability type from the photo to fill in the form for you. You can correct
          them by typing.
        </p>
        <p>
          An administrator then compares the photo with your details. Your account becomes active only after an
          administrator approves it. Employers and other users never see your ID photo.
        </p>
        <p>
          If a registration is not approved, we tell you by e-mail, with the reason when there is one, and we delete the
          account and the ID photo straight away. We keep a record of each approval, rejection and account removal: who
          decided, when, your name and e-mail address and the reason, but not your ID photo, ID number or disability.
          This lets us answer questions about a decision later.
        </p>
      </>
    ),
  },
  {
    id: 'fake-id',
    title: 'Handling of Fake ID Submissions',
    body: (
      <>
        <p>
          We reject a registration if the PWD ID looks fake or changed, belongs to someone else, or cannot be read. If
          the photo is only unclear, you may sign up again with a clearer photo.
        </p>
        <p>
          Using a fake PWD ID, or someone else&rsquo;s, can be a crime under Philippine law. We close accounts that do
          this, and we may report it to the issuing PDAO or to the authorities.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to Policy',
    body: (
      <p>
        We may update this page. When we do, we change the &ldquo;Last updated&rdquo; date above. If a change is
        important, we tell you by email or by a notification before it takes effect. If you keep using the platform
        after that, you accept the new version.
      </p>
    ),
  },
  {
    id: 'user-responsibilities',
    title: 'User Responsibilities',
    body: (
      <>
        <p>When you use {PRODUCT_NAME}, you agree to:</p>
        <ul className={bullets}>
          <li>give true and current information;</li>
          <li>keep your password secret and not share your account;</li>
          <li>treat others with respect in the forum and in chat, with no harassment, hate or discrimination;</li>
          <li>post only real jobs (employers), and follow Philippine labour laws;</li>
          <li>never treat an applicant unfairly because of their disability;</li>
          <li>report content that breaks these rules, using the Report button.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'content-ownership',
    title: 'Content Ownership',
    body: (
      <>
        <p>
          You own what you post, such as your resume, forum posts and messages. You allow us to store and show it so the
          platform can work. This permission ends when you delete the content or your account.
        </p>
        <p>
          The {PRODUCT_NAME} name, logo and design belong to us. Do not copy them, or other users&rsquo; content,
          without permission.
        </p>
      </>
    ),
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of Liability',
    body: (
      <>
        <p>
          We help job seekers and employers find each other. We are not the employer, and we cannot promise that you
          will get a job or find a worker. Employers are responsible for their job posts and hiring decisions.
        </p>
        <p>
          We work to keep the platform safe and available, but it may sometimes be down or have errors. Nothing here
          takes away rights that Philippine law gives you.
        </p>
      </>
    ),
  },
  {
    id: 'indemnification',
    title: 'Indemnification',
    body: (
      <p>
        If you break these terms or the law, and someone makes a claim against {PRODUCT_NAME} because of it, you agree
        to cover the losses and costs that result.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing Law',
    body: (
      <p>
        These terms follow the laws of the Republic of the Philippines. If there is a disagreement, please contact us
        first so we can try to settle it together. If that fails, it will be decided by the proper courts of the
        Philippines. Privacy complaints may also go to the National Privacy Commission.
      </p>
    ),
  },
  {
    id: 'account-termination',
    title: 'Account Termination',
    body: (
      <>
        <p>You can delete your profile or ask us to close your account at any time.</p>
        <p>
          We may suspend or close an account that uses a fake ID, posts fake jobs, harasses others or breaks these terms
          in another way. We will tell you why, unless the law does not allow it.
        </p>
        <p>
          When an account is closed, we delete its personal information, including the PWD ID photo, except what the law
          requires us to keep.
        </p>
      </>
    ),
  },
];

const DESCRIPTION = `What personal information ${PRODUCT_NAME} collects, why, and how we protect it under the Data Privacy Act of 2012; your rights; how PWD IDs are checked; and the Terms of Use.`;

/**
 * Privacy Policy & Terms of Use (/privacy-policy). Sections are collapsible so a reader on a small
 * screen can find a topic quickly; several may be open at once and the Introduction starts open.
 */
export default function PrivacyPolicyPage() {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="space-y-2">
        <PageHeading>Privacy Policy &amp; Terms of Use</PageHeading>
        <PageMeta title="Privacy Policy & Terms of Use" description={DESCRIPTION} />
        <p className="text-slate-700">
          Last updated: <time dateTime="2026-11">November 2026</time>
        </p>
      </div>
      <p>Choose a section title to show or hide it. You can open more than one section at a time.</p>

      <Accordion allowsMultipleExpanded defaultExpandedKeys={['introduction']}>
        {sections.map((section) => (
          <AccordionItem key={section.id} id={section.id} title={section.title} headingLevel={2}>
            <div className="space-y-3">{section.body}</div>
          </AccordionItem>
        ))}
      </Accordion>

      <p>
        <LinkButton to="/" variant="secondary">
          Return to Home
        </LinkButton>
      </p>
    </div>
  );
}
