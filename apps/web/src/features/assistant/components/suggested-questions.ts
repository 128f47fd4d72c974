import type { UserType } from '@kakayahan/contracts';

/**
 * Questions to start from, for the person's role: a first question is the hardest to type for someone who
 * does not know what the assistant knows. One in Filipino shows that Filipino and Taglish work too.
 */
const SUGGESTED_QUESTIONS: Record<UserType | 'visitor', readonly string[]> = {
  visitor: ['How do I sign up as a job seeker?', 'Why do you need my PWD ID?', 'Paano mag-apply sa trabaho?'],
  Employee: [
    'Where do I see my applications?',
    'How do I register for a job fair?',
    'Paano ko papalitan ang resume ko?',
  ],
  Employer: ['How do I post a job?', 'Where do I see who applied to my job?', 'Paano makuha ang verified badge?'],
  Admin: ['How do I turn on read aloud?', 'Who can see my PWD ID?', 'Paano gamitin ang keyboard lang?'],
};

/** The suggested questions for a role (null: a visitor who is not signed in). */
export function suggestedQuestions(userType: UserType | null): readonly string[] {
  return SUGGESTED_QUESTIONS[userType ?? 'visitor'];
}
