import { PRODUCT_NAME } from '@kakayahan/contracts';
import type { ReactNode } from 'react';
import { LinkButton } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageMeta } from '../../../components/ui/page-meta';
import { FALLBACK_DOWNLOAD_SIZE_TEXT } from '../../read-aloud';

const SUPPORT_EMAIL = 'accessibility@kakayahan.ph';
const WCAG_URL = 'https://www.w3.org/TR/WCAG22/';

const bullets = 'ml-6 list-disc space-y-2';

const DESCRIPTION = `How ${PRODUCT_NAME} works for everyone: WCAG 2.2 AA, keyboard and screen reader use, read aloud, plain language, support in writing with no phone calls, and what does not work well yet.`;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Accessibility statement (/accessibility): what we promise, what we do, what does not work well
 * yet, and how to reach support without ever needing a phone call.
 */
export default function AccessibilityPage() {
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <div className="space-y-2">
        <PageHeading>Accessibility Statement</PageHeading>
        <PageMeta title="Accessibility Statement" description={DESCRIPTION} />
        <p className="text-slate-700">
          Last reviewed: <time dateTime="2026-11">November 2026</time>
        </p>
      </div>

      <Section id="commitment" title="Our commitment">
        <p>
          {PRODUCT_NAME} is made for people with disabilities. Everyone should be able to find work here, whatever their
          disability, and whatever phone or computer they use.
        </p>
        <p>We keep improving. If something is hard to use, please tell us. We will work to fix it.</p>
      </Section>

      <Section id="standard" title="The standard we aim for">
        <p>
          We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. This is the international
          standard for accessible websites.
        </p>
        <p>
          <a href={WCAG_URL} className="inline-flex min-h-11 items-center">
            Read WCAG 2.2 (opens the W3C website)
          </a>
        </p>
        <p>We check every page with automated tests. We also test by hand with a keyboard and with screen readers.</p>
      </Section>

      <Section id="what-we-do" title="What we do">
        <ul className={bullets}>
          <li>
            <strong>Keyboard:</strong> you can use every part of the site with a keyboard alone. You can always see
            where you are. A &ldquo;Skip to main content&rdquo; link is the first thing on each page.
          </li>
          <li>
            <strong>Screen readers:</strong> buttons, links and form fields have clear names. Headings are in order.
            Messages and errors are read out when they appear.
          </li>
          <li>
            <strong>Text first, never voice only:</strong> everything works in writing: forms, chat and email. No step
            needs your voice or a phone call. Any video or audio we add has captions or a transcript.
          </li>
          <li>
            <strong>Bigger text:</strong> you can make text up to 200&nbsp;% bigger. Nothing is cut off, and you do not
            need to scroll sideways.
          </li>
          <li>
            <strong>Small phones and slow connections:</strong> pages work on screens as narrow as 320 pixels. Each page
            loads only what it needs, so it is light on mobile data.
          </li>
          <li>
            <strong>Plain language:</strong> we use short sentences and common words.
          </li>
          <li>
            <strong>Colour:</strong> text has strong contrast. We never use colour alone to show meaning.
          </li>
        </ul>
      </Section>

      <Section id="read-aloud" title="Read aloud">
        <p>
          Every page can be read out to you. Press the <strong>Read aloud</strong> button at the top of the page. A
          panel opens under the top of the page. It does not cover anything and it does not move your keyboard focus.
        </p>
        <p>
          Keyboard shortcut: press <kbd>Alt</kbd> + <kbd>Shift</kbd> + <kbd>R</kbd> to open or close the panel from
          anywhere (on a Mac: <kbd>Option</kbd> + <kbd>Shift</kbd> + <kbd>R</kbd>).
        </p>
        <ul className={bullets}>
          <li>
            <strong>Speak Input</strong> reads the form field you used last: its name, then what is in it. A password is
            never read out; you only hear how many characters it has.
          </li>
          <li>
            <strong>Read Page</strong> reads the main part of the page, not the menus or the footer.
          </li>
          <li>
            <strong>Read Selection</strong> reads the text you selected. Select some text first, then press it.
          </li>
          <li>
            <strong>Pause</strong> stops reading. <strong>Resume</strong> starts again from the beginning of the same
            sentence.
          </li>
          <li>
            <strong>Stop</strong> ends the reading.
          </li>
        </ul>
        <p>
          While it reads, the word you hear is marked in yellow and underlined, and the page scrolls to follow it. Some
          voices do not tell us which word they are saying; then the whole sentence is marked.
        </p>
        <p>
          <strong>Speed and voice:</strong> choose a speed from 0.75&times; to 2&times;, and a voice. The voices come
          from your phone or computer. &ldquo;Automatic&rdquo; uses a Filipino voice for Filipino text and a Philippine
          English voice for English text when your device has them. You can add voices in your device&rsquo;s
          text-to-speech settings. We remember your speed and voice on this device, for each account.
        </p>
        <p>
          <strong>No voice on your device?</strong> Some browsers have no voice at all. Then the panel offers a built-in
          voice. It is downloaded once (about {FALLBACK_DOWNLOAD_SIZE_TEXT}) and runs on your device: your text is not
          sent anywhere. It sounds more robotic, and it marks whole sentences instead of words.
        </p>
        <p>
          The built-in voice is{' '}
          <a href="https://github.com/espeak-ng/espeak-ng" lang="en">
            eSpeak NG
          </a>
          , free software under the GNU General Public License, version 3 or later. Its source code and the build we use
          are at{' '}
          <a href="https://github.com/echogarden-project/espeak-ng-emscripten">espeak-ng-emscripten (version 0.3.5)</a>.
        </p>
        <p>
          If you use a screen reader, you may not need this panel. If you do use it, it never moves your focus, and each
          of its messages is announced once.
        </p>
      </Section>

      <Section id="limitations" title="Known limitations">
        <p>We want to be honest about what does not work well yet:</p>
        <ul className={bullets}>
          <li>
            To sign up as a job seeker, you need a photo of your PWD ID. Our system tries to read the card for you. It
            can make mistakes, and it cannot help if the photo is unclear. You can always type every field by hand. An
            administrator still needs to see the photo to approve your account. If taking the photo is hard for you,
            contact us and we will help.
          </li>
          <li>
            Content that other users add, such as resumes, company logos and forum posts, may not always be accessible.
            We ask everyone to write clearly and to describe their images.
          </li>
        </ul>
      </Section>

      <Section id="support" title="Get support">
        <p>
          Email us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. We answer within 2 working days.
        </p>
        <p>It helps us if you tell us:</p>
        <ul className={bullets}>
          <li>which page you were on;</li>
          <li>what you tried to do;</li>
          <li>what phone or computer you use, and any assistive technology, such as a screen reader.</li>
        </ul>
        <p>
          Deaf and hard-of-hearing users can reach us in writing, by email or chat. We will never ask you to make a
          phone call.
        </p>
      </Section>

      <p>
        <LinkButton to="/" variant="secondary">
          Return to Home
        </LinkButton>
      </p>
    </div>
  );
}
