import { ASSISTANT_MESSAGES, type AssistantAnswer } from '@kakayahan/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { createConversation, type Conversation } from '../conversation';
import AssistantDialog from './assistant-dialog';

const QUESTION = 'Where do I see my applications?';

const SURE: AssistantAnswer = {
  language: 'en',
  confident: true,
  answer: 'Open My applications from your account menu. It lists every job you applied for with its status.',
  personal: 'You have 2 pending applications.',
  link: { path: '/job-seeker/track-job', label: 'My applications' },
  contact: null,
  sources: [
    { id: 'track-applications', title: 'See your applications and their status', path: '/help/track-applications' },
  ],
};

const NOT_SURE: AssistantAnswer = {
  language: 'en',
  confident: false,
  answer: ASSISTANT_MESSAGES.notSure.en,
  personal: null,
  link: { path: '/FAQS', label: 'Help Centre' },
  contact: { path: '/accessibility#support', label: 'Contact the administrators' },
  sources: [{ id: 'job-fairs-job-seeker', title: 'Register for a job fair', path: '/help/job-fairs-job-seeker' }],
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fake server for the answer endpoint: every question asked, and the answers given in turn. */
function mockAnswers(...answers: (() => Response | Promise<Response>)[]) {
  const questions: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://x');
    if (url.pathname !== '/api/assistant/answer/') return Promise.reject(new TypeError(`unexpected ${url.pathname}`));
    questions.push(url.searchParams.get('q') ?? '');
    const next = answers.shift();
    return next ? Promise.resolve(next()) : Promise.reject(new TypeError('no answer prepared'));
  });
  return questions;
}

/** The dialog as the floating button keeps it: mounted, opened and closed, with its own conversation. */
function Harness({ conversation }: { conversation: Conversation }) {
  const [isOpen, setIsOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open again
      </button>
      <AssistantDialog isOpen={isOpen} onOpenChange={setIsOpen} conversation={conversation} />
    </>
  );
}

function renderDialog() {
  const conversation = createConversation();
  const router = createMemoryRouter(
    [
      { path: '/', element: <Harness conversation={conversation} /> },
      { path: '*', element: <p>Another page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const log = () => screen.getByRole('log', { name: 'Conversation' });
const field = () => screen.getByRole('textbox', { name: 'Your question' });
/** The conversation's exchanges (question and answer each), oldest first. */
const exchanges = () =>
  within(log())
    .queryAllByText('You asked:')
    .map((label) => label.closest('li') ?? label);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AssistantDialog', { timeout: 15_000 }, () => {
  it('opens with the focus in the labelled field, its hint, and a polite conversation log', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Ask for help' })).toBeVisible();
    expect(field()).toHaveFocus();
    expect(field()).toHaveAccessibleDescription(
      'Ask in English, Filipino or Taglish. Example: Where do I see my applications?',
    );
    expect(log()).toHaveAttribute('aria-live', 'polite');
    expect(exchanges()).toHaveLength(0);
  });

  it('asks on Enter and shows the personal line, the answer, the screen and the source article', async () => {
    const questions = mockAnswers(() => json(SURE));
    const { user } = renderDialog();
    await user.type(field(), `${QUESTION}{Enter}`);

    const personal = await within(log()).findByText('You have 2 pending applications.');
    expect(questions).toEqual([QUESTION]);
    expect(exchanges()).toHaveLength(1);
    const exchange = exchanges()[0]!;
    expect(exchange).toHaveTextContent(`You asked: ${QUESTION}`);
    const answer = within(exchange).getByText(/^Open My applications from your account menu/u);
    expect(personal.compareDocumentPosition(answer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(exchange).getByRole('link', { name: 'Go to My applications' })).toHaveAttribute(
      'href',
      '/job-seeker/track-job',
    );
    expect(exchange).toHaveTextContent('From the help article:');
    expect(within(exchange).getByRole('link', { name: 'See your applications and their status' })).toHaveAttribute(
      'href',
      '/help/track-applications',
    );
    // Ready for the next question, from the same place.
    expect(field()).toHaveValue('');
    expect(field()).toHaveFocus();
  });

  it('follows a link of an answer and closes the dialog', async () => {
    mockAnswers(() => json(SURE));
    const { user, router } = renderDialog();
    await user.type(field(), `${QUESTION}{Enter}`);
    await user.click(await within(log()).findByRole('link', { name: 'Go to My applications' }));
    expect(router.state.location.pathname).toBe('/job-seeker/track-job');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('when not sure, says so and offers the Help Centre, the administrators and the nearest articles', async () => {
    mockAnswers(() => json(NOT_SURE));
    const { user } = renderDialog();
    await user.type(field(), 'asdf qwerty{Enter}');
    await within(log()).findByText(ASSISTANT_MESSAGES.notSure.en);
    const exchange = exchanges()[0]!;
    expect(within(exchange).getByRole('link', { name: 'Help Centre' })).toHaveAttribute('href', '/FAQS');
    expect(within(exchange).getByRole('link', { name: 'Contact the administrators' })).toHaveAttribute(
      'href',
      '/accessibility#support',
    );
    expect(exchange).toHaveTextContent('These might help:');
    expect(within(exchange).getByRole('link', { name: 'Register for a job fair' })).toHaveAttribute(
      'href',
      '/help/job-fairs-job-seeker',
    );
    expect(within(exchange).queryByRole('link', { name: /^Go to/u })).not.toBeInTheDocument();
  });

  it("shows the server's message of a refused question in the log and keeps the question to send again", async () => {
    const refusal = 'Too many questions. Please wait a minute, then ask again.';
    const questions = mockAnswers(
      () => json({ error: refusal }, 429),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => json(SURE),
    );
    const { user } = renderDialog();
    await user.type(field(), `${QUESTION}{Enter}`);
    expect(await within(log()).findByText(refusal)).toBeVisible();
    expect(field()).toHaveValue(QUESTION);
    expect(field()).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(await within(log()).findByText(ASSISTANT_MESSAGES.failed)).toBeVisible();
    expect(field()).toHaveValue(QUESTION);

    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await within(log()).findByText('You have 2 pending applications.')).toBeVisible();
    expect(questions).toEqual([QUESTION, QUESTION, QUESTION]);
    expect(exchanges()).toHaveLength(3);
    expect(field()).toHaveValue('');
  });

  it('says "Asking…" while waiting and sends a question only once', async () => {
    let answer: (response: Response) => void = () => undefined;
    const questions = mockAnswers(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderDialog();
    await user.type(field(), `${QUESTION}{Enter}`);
    const busy = await screen.findByRole('button', { name: 'Asking…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).not.toBeDisabled();
    expect(log()).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Enter}');
    await user.click(busy);
    expect(questions).toHaveLength(1);

    answer(json(SURE));
    expect(await screen.findByRole('button', { name: 'Ask' })).toBeVisible();
    expect(exchanges()).toHaveLength(1);
    expect(log()).toHaveAttribute('aria-busy', 'false');
  });

  it('asks for a question instead of sending an empty one', async () => {
    const questions = mockAnswers();
    const { user } = renderDialog();
    await user.type(field(), '   {Enter}');
    expect(field()).toHaveAccessibleDescription(expect.stringContaining(ASSISTANT_MESSAGES.questionRequired));
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(questions).toHaveLength(0);
  });

  it('suggests first questions to a visitor', () => {
    renderDialog();
    const list = screen.getByRole('list', { name: 'Questions you can ask:' });
    expect(within(list).getByRole('button', { name: 'How do I sign up as a job seeker?' })).toBeVisible();
    expect(within(list).queryByRole('button', { name: QUESTION })).not.toBeInTheDocument();
  });

  it("suggests a job seeker's questions and asks one when chosen", async () => {
    saveSession({ token: 'seeker-token', userId: 7, user_type: 'Employee', username: 'Maria' });
    const questions = mockAnswers(() => json(SURE));
    const { user } = renderDialog();
    const list = screen.getByRole('list', { name: 'Questions you can ask:' });
    expect(within(list).queryByRole('button', { name: 'How do I sign up as a job seeker?' })).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: QUESTION }));
    expect(await within(log()).findByText('You have 2 pending applications.')).toBeVisible();
    expect(questions).toEqual([QUESTION]);
    expect(field()).toHaveFocus();
    // Once there is a conversation, the suggestions make room for it.
    expect(screen.queryByRole('list', { name: 'Questions you can ask:' })).not.toBeInTheDocument();
  });

  it('keeps the conversation and the typed question when closed and opened again', async () => {
    mockAnswers(() => json(SURE));
    const { user } = renderDialog();
    await user.type(field(), `${QUESTION}{Enter}`);
    await within(log()).findByText('You have 2 pending applications.');
    await user.type(field(), 'and job fairs?');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open again' }));

    expect(await within(log()).findByText('You have 2 pending applications.')).toBeVisible();
    expect(field()).toHaveValue('and job fairs?');
  });
});
