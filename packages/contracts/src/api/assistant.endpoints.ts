import { assistantAnswerSchema, assistantQuerySchema } from '../schemas/assistant.js';
import { endpoint } from './endpoint.js';

/** The assistant panel (document 1 §1, issue 13): answers from the product's own help articles. */
export const assistantApi = {
  answer: endpoint({
    method: 'GET',
    path: '/api/assistant/answer/',
    access: 'anyone',
    tag: 'Assistant',
    summary: 'Answer a question (English, Filipino or Taglish) from the help articles',
    description:
      'No outside service: retrieval over the help articles, built once at start. A signed-in person also gets ' +
      'the fact of their own account the question is about (approval, pending applications, next job fair).',
    query: assistantQuerySchema,
    bodyKind: 'none',
    response: assistantAnswerSchema,
    errors: [400, 429],
  }),
} as const;
