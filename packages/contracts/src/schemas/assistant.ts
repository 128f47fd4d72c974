import { z } from 'zod';
import { text } from './common.js';

/** The longest question the assistant takes: a few sentences, never a pasted document. */
export const ASSISTANT_QUESTION_MAX = 300;

export const ASSISTANT_LANGUAGES = ['en', 'fil'] as const;
export type AssistantLanguage = (typeof ASSISTANT_LANGUAGES)[number];

/** The assistant's own words, in the language of the question. */
export const ASSISTANT_MESSAGES = {
  notSure: {
    en: "I'm not sure I understood. Try other words, look in the Help Centre, or write to the administrators.",
    fil: 'Hindi ako sigurado sa tanong mo. Subukan ang ibang salita, tingnan ang Help Centre, o sumulat sa mga administrator.',
  },
  greeting: {
    en: 'Hello! Ask me how to do something here, for example: Where do I see my applications?',
    fil: 'Kumusta! Itanong mo kung paano gawin ang isang bagay dito, halimbawa: Saan ko makikita ang mga application ko?',
  },
  thanks: {
    en: "You're welcome! Ask again any time.",
    fil: 'Walang anuman! Magtanong ka lang ulit kahit kailan.',
  },
  helpCentre: { en: 'Help Centre', fil: 'Help Centre' },
  contact: { en: 'Contact the administrators', fil: 'Sumulat sa mga administrator' },
  questionRequired: 'Please type a question.',
  failed: 'The assistant could not answer just now. Please try again.',
} as const;

/** Where a person who did not get an answer can write to the administrators (the Accessibility page's support section). */
export const ASSISTANT_CONTACT_PATH = '/accessibility#support';
export const HELP_CENTRE_PATH = '/FAQS';

export const assistantQuerySchema = z.object({
  q: text('Question', { error: ASSISTANT_MESSAGES.questionRequired })
    .trim()
    .min(1, ASSISTANT_MESSAGES.questionRequired)
    .max(ASSISTANT_QUESTION_MAX, `Question must be at most ${ASSISTANT_QUESTION_MAX} characters.`),
});
export type AssistantQuery = z.infer<typeof assistantQuerySchema>;

const helpLinkSchema = z.object({ path: z.string(), label: z.string() });

/** A help article an answer came from. */
export const assistantSourceSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The article's address (/help/{id}). */
  path: z.string(),
});

export const assistantAnswerSchema = z
  .object({
    /** The language the question was read as; the answer is in it. */
    language: z.enum(ASSISTANT_LANGUAGES),
    /** False when no article matched well: `answer` then says so and `link` is the Help Centre. */
    confident: z.boolean(),
    /** A few short lines of plain text. */
    answer: z.string(),
    /** A fact of the signed-in person's own account that answers the question, or null. */
    personal: z.string().nullable(),
    /** The screen the answer is about (or the Help Centre when not sure). */
    link: helpLinkSchema.nullable(),
    /** Where to write to the administrators: always given when not sure, else null. */
    contact: helpLinkSchema.nullable(),
    /** The help articles the answer came from, best first (when not sure: the nearest ones, if any). */
    sources: z.array(assistantSourceSchema),
  })
  .meta({ id: 'AssistantAnswer' });
export type AssistantAnswer = z.infer<typeof assistantAnswerSchema>;
