import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { rejectUserRequestSchema } from './admin.js';
import { idNumberSchema, signupRequestSchema } from './auth.js';
import { chatClientFrameSchema } from './chat.js';
import { boundedText, hasDisallowedCharacters, requiredText, text } from './common.js';
import {
  createCommentRequestSchema,
  createPostRequestSchema,
  createReportRequestSchema,
  forumPostsQuerySchema,
} from './forum.js';
import { allJobsQuerySchema, editJobRequestSchema, jobPostingRequestSchema } from './jobs.js';
import { forgotPasswordRequestSchema } from './password-reset.js';
import { editProfileRequestSchema, employerProfileRequestSchema } from './profiles.js';

const NUL = '\u0000';

/** The first message of a failed parse, by field path ('' for the value itself). */
function firstMessages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  expect(result.success, JSON.stringify(value)).toBe(false);
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

describe('hasDisallowedCharacters', () => {
  it('finds NUL, the other C0 controls, DEL and the C1 controls', () => {
    for (const code of [0x00, 0x01, 0x07, 0x08, 0x0b, 0x0c, 0x0e, 0x1b, 0x1f, 0x7f, 0x80, 0x85, 0x9f]) {
      expect(hasDisallowedCharacters(`a${String.fromCharCode(code)}b`), `U+${code.toString(16)}`).toBe(true);
    }
  });

  it('allows tab, newline, carriage return and every printable letter, Filipino and emoji included', () => {
    for (const value of [
      'a\tb',
      'line one\nline two',
      'windows\r\nline',
      'Niño Dela Peña',
      'Salamat po 🙏',
      '\u00a0',
    ]) {
      expect(hasDisallowedCharacters(value), JSON.stringify(value)).toBe(false);
    }
  });
});

describe('text builders', () => {
  it('refuse a control character with a message naming the field', () => {
    expect(firstMessages(text('Bio'), `a${NUL}b`)).toEqual({ '': 'Bio contains characters that are not allowed.' });
    expect(firstMessages(requiredText('Title'), `a${NUL}b`)).toEqual({
      '': 'Title contains characters that are not allowed.',
    });
    expect(firstMessages(boundedText('About', 10), '\u001b[31m')).toEqual({
      '': 'About contains characters that are not allowed.',
    });
  });

  it('keep line breaks and tabs in multi-line text, and trim as before', () => {
    expect(requiredText('Content', 100).parse('  First line\n\tSecond line\r\n  ')).toBe('First line\n\tSecond line');
    expect(boundedText('About', 100).parse(' a\nb ')).toBe('a\nb');
  });

  it('keep their other messages', () => {
    expect(firstMessages(requiredText('Title', 5), '   ')).toEqual({ '': 'Title is required.' });
    expect(firstMessages(requiredText('Title', 5), 'abcdef')).toEqual({ '': 'Title must be at most 5 characters.' });
    expect(firstMessages(requiredText('Title'), 42)).toEqual({ '': 'Title is required.' });
    expect(firstMessages(text('Bio'), 42)).toEqual({ '': 'Bio must be text.' });
  });
});

describe('every stored or searched text field refuses control characters', () => {
  const post = { title: 'Hello', content: 'Body' };
  const job = {
    job_title: 'Tester',
    job_desc: 'Tests',
    job_type: 'Full Time',
    category: 'Technology',
    location: 'Remote',
  };
  const company = {
    comp_name: 'Bayanihan',
    industry: 'IT',
    comp_desc: 'We build things.',
    location: 'Pasig',
    contact_no: '+63 2 8000 0000',
  };
  const signup = {
    first_name: 'Maria',
    last_name: 'Santos',
    email: 'maria@example.com',
    password: 'Sampaguita-Blooms-42!',
    user_type: 'Employer',
  };
  const cases: [string, z.ZodType, Record<string, unknown>, string, string][] = [
    ['post title', createPostRequestSchema, { ...post, title: `a${NUL}` }, 'title', 'Title'],
    ['post content', createPostRequestSchema, { ...post, content: `a${NUL}` }, 'content', 'Content'],
    ['comment', createCommentRequestSchema, { post: 1, content: `a${NUL}` }, 'content', 'Comment'],
    [
      'report details',
      createReportRequestSchema,
      { reason: 'Spam', report_desc: `a${NUL}`, post: 1 },
      'report_desc',
      'Details',
    ],
    ['forum search', forumPostsQuerySchema, { search: `a${NUL}b` }, 'search', 'Search'],
    ['job search', allJobsQuerySchema, { q: `a${NUL}b` }, 'q', 'Search'],
    ['job category filter', allJobsQuerySchema, { category: `Tech${NUL}` }, 'category', 'Category'],
    ['job title', jobPostingRequestSchema, { ...job, job_title: `a${NUL}` }, 'job_title', 'Job title'],
    ['job description', jobPostingRequestSchema, { ...job, job_desc: `a${NUL}` }, 'job_desc', 'Job description'],
    ['salary range', jobPostingRequestSchema, { ...job, salary_range: `a${NUL}` }, 'salary_range', 'Salary range'],
    ['edited skills', editJobRequestSchema, { ...job, skills_req: `a${NUL}` }, 'skills_req', 'Required skills'],
    ['first name', signupRequestSchema, { ...signup, first_name: `Ma${NUL}ria` }, 'first_name', 'First name'],
    ['last name', signupRequestSchema, { ...signup, last_name: `San\u0085tos` }, 'last_name', 'Last name'],
    ['sign-up e-mail', signupRequestSchema, { ...signup, email: `maria${NUL}@example.com` }, 'email', 'Email'],
    ['reset e-mail', forgotPasswordRequestSchema, { email: `a${NUL}@b.co` }, 'email', 'Email'],
    ['company name', employerProfileRequestSchema, { ...company, comp_name: `a${NUL}` }, 'comp_name', 'Company name'],
    ['company website', employerProfileRequestSchema, { ...company, comp_site: `a${NUL}.ph` }, 'comp_site', 'Website'],
    ['profile about', editProfileRequestSchema, { bio: `a${NUL}` }, 'bio', 'About'],
    ['profile contact', editProfileRequestSchema, { contact_no: `0917${NUL}` }, 'contact_no', 'Contact number'],
    ['profile skills', editProfileRequestSchema, { skills: `React,${NUL}` }, 'skills', 'Skills'],
    ['admin reason', rejectUserRequestSchema, { reason: `no${NUL}` }, 'reason', 'The reason'],
    ['chat message', chatClientFrameSchema, { message: `hi${NUL}` }, 'message', 'Message'],
  ];

  it.each(cases)('%s', (_name, schema, value, field, label) => {
    expect(firstMessages(schema, value)[field]).toBe(`${label} contains characters that are not allowed.`);
  });

  it('still accepts multi-line posts, profiles and chat messages', () => {
    expect(createPostRequestSchema.parse({ title: 'Hi', content: 'one\ntwo' }).content).toBe('one\ntwo');
    expect(editProfileRequestSchema.parse({ experience: 'a\r\nb' }).experience).toBe('a\r\nb');
    expect(chatClientFrameSchema.parse({ message: 'line\nline' }).message).toBe('line\nline');
  });

  it('refuses a control character in an ID number as not digits, before it reaches a query', () => {
    expect(firstMessages(idNumberSchema, `1234${NUL}`)['']).toBe('ID number contains characters that are not allowed.');
  });
});
