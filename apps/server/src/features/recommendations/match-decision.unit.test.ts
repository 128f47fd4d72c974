import { describe, expect, it } from 'vitest';
import { bm25Idf, bm25TermWeight, buildJobDocument } from './job-document.js';
import { colorOf, decideMatch, disabilityFit, type JobForMatching } from './match-decision.js';
import { buildSeekerQuery, isEmptyQuery, MAX_QUERY_TERMS, type SeekerProfile } from './seeker-query.js';
import { stem } from './porter-stemmer.js';

const profile = (overrides: Partial<SeekerProfile> = {}): SeekerProfile => ({
  skillsText: 'JavaScript, Customer Service',
  preferences: [{ tagId: 7, name: 'Web Development' }],
  disability: { tagId: 3, name: 'Visual Disability' },
  ...overrides,
});

const job = (overrides: Partial<JobForMatching> = {}): JobForMatching => ({
  title: 'Support Associate',
  description: 'Answer calls from clients.',
  skillsReq: '',
  tagNames: [],
  disabilityNames: ['Visual Disability'],
  ...overrides,
});

const decide = (seeker: SeekerProfile, target: JobForMatching) => decideMatch(buildSeekerQuery(seeker), target);

describe('decideMatch', () => {
  it('is Green with skills, preferences and disability, naming each reason', () => {
    expect(
      decide(profile(), job({ skillsReq: 'javascript programming', tagNames: ['Web Development', 'Data Entry'] })),
    ).toEqual({
      color: 'Green',
      match: { skills: ['JavaScript'], preferences: ['Web Development'], disability: 'tagged' },
    });
  });

  it('is Yellow with skills and disability only', () => {
    expect(decide(profile(), job({ title: 'Customer Service Representative', tagNames: ['Call Center'] }))).toEqual({
      color: 'Yellow',
      match: { skills: ['Customer Service'], preferences: [], disability: 'tagged' },
    });
  });

  it('is Red with preferences and disability only', () => {
    expect(decide(profile(), job({ tagNames: ['web development'] }))).toEqual({
      color: 'Red',
      match: { skills: [], preferences: ['Web Development'], disability: 'tagged' },
    });
  });

  it('finds skills in the description too, in the person spelling', () => {
    const decision = decide(
      profile({ skillsText: 'customer service skills' }),
      job({ description: 'Excellent Customer-Service experience.' }),
    );
    expect(decision?.match.skills).toEqual(['customer service skills']);
  });

  it('excludes a job tagged for another disability, however well it matches', () => {
    const target = job({
      skillsReq: 'JavaScript',
      tagNames: ['Web Development'],
      disabilityNames: ['Deaf or Hard of Hearing'],
    });
    expect(decide(profile(), target)).toBeNull();
  });

  it('counts a job without disability tags as open to everyone', () => {
    expect(decide(profile(), job({ skillsReq: 'JavaScript', disabilityNames: [] }))).toEqual({
      color: 'Yellow',
      match: { skills: ['JavaScript'], preferences: [], disability: 'open' },
    });
  });

  it('excludes a job that matches the disability but neither skills nor preferences', () => {
    expect(decide(profile(), job({ title: 'Bookkeeper', tagNames: ['Accounting'] }))).toBeNull();
  });

  it('recommends on skills alone and on preferences alone', () => {
    expect(decide(profile({ preferences: [] }), job({ skillsReq: 'JavaScript' }))?.color).toBe('Yellow');
    expect(decide(profile({ skillsText: '' }), job({ tagNames: ['Web Development'] }))?.color).toBe('Red');
  });

  it('recommends nothing to an empty profile', () => {
    const empty = profile({ skillsText: '', preferences: [] });
    expect(isEmptyQuery(buildSeekerQuery(empty))).toBe(true);
    expect(decide(empty, job({ skillsReq: 'JavaScript', tagNames: ['Web Development'] }))).toBeNull();
  });

  it('offers only open jobs to a person without a declared disability', () => {
    const seeker = profile({ disability: null });
    expect(decide(seeker, job({ skillsReq: 'JavaScript' }))).toBeNull();
    expect(decide(seeker, job({ skillsReq: 'JavaScript', disabilityNames: [] }))?.match.disability).toBe('open');
  });
});

describe('disabilityFit and colorOf', () => {
  it('compares disability names without regard to case', () => {
    expect(disabilityFit('visual disability', ['Learning Disability', 'Visual Disability'])).toBe('tagged');
    expect(disabilityFit('Visual Disability', ['Learning Disability'])).toBeNull();
    expect(disabilityFit(null, [])).toBe('open');
  });

  it('maps the matches to the colours of document 2', () => {
    expect(colorOf(true, true)).toBe('Green');
    expect(colorOf(true, false)).toBe('Yellow');
    expect(colorOf(false, true)).toBe('Red');
    expect(colorOf(false, false)).toBeNull();
  });
});

describe('buildSeekerQuery', () => {
  it('keeps distinct stems, skills first, with a lighter disability weight', () => {
    const query = buildSeekerQuery(profile({ skillsText: 'Programming, programmer' }));
    expect(query.skills.map((skill) => skill.label)).toEqual(['Programming', 'programmer']);
    expect(query.terms[0]).toEqual({ term: stem('programming'), weight: 1, fromSkill: true });
    expect(query.terms.filter((term) => term.term === stem('programming'))).toHaveLength(1);
    expect(query.terms.find((term) => term.term === stem('visual'))).toEqual({
      term: stem('visual'),
      weight: 0.5,
      fromSkill: false,
    });
  });

  it('bounds the number of query terms', () => {
    const skillsText = Array.from({ length: 30 }, (_, i) => `alpha${i} beta${i} gamma${i}`).join(', ');
    expect(buildSeekerQuery(profile({ skillsText })).terms).toHaveLength(MAX_QUERY_TERMS);
  });
});

describe('job document and BM25', () => {
  it('weighs title words above description words', () => {
    const doc = buildJobDocument({
      title: 'Nurse',
      description: 'Caring for patients.',
      skillsReq: 'first aid',
      category: 'Healthcare',
      tagNames: ['Nursing'],
      disabilityNames: [],
    });
    expect(doc.termFrequencies.get(stem('nurse'))).toBe(3 + 2);
    expect(doc.termFrequencies.get(stem('patients'))).toBe(1);
    expect(doc.length).toBe(3 + 2 * 2 + 2 + 1 + 2);
  });

  it('saturates repetition, favours short jobs and rare terms', () => {
    expect(bm25TermWeight(2, 10, 10)).toBeGreaterThan(bm25TermWeight(1, 10, 10));
    expect(bm25TermWeight(20, 10, 10)).toBeLessThan(2.2);
    expect(bm25TermWeight(1, 5, 10)).toBeGreaterThan(bm25TermWeight(1, 20, 10));
    expect(bm25Idf(1, 1000)).toBeGreaterThan(bm25Idf(500, 1000));
    expect(bm25Idf(1000, 1000)).toBeGreaterThan(0);
  });
});
