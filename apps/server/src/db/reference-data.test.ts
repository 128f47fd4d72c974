import { DISABILITY_CATEGORIES, JOB_CATEGORIES, JOB_TYPES, SPECIALTY_TAGS } from '@kakayahan/contracts';
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appForThisFile } from '../../test/test-app.js';
import { disabilityTags, jobCategories, jobTypes, tags } from './schema.js';

const t = await appForThisFile();

const table = { jobCategories, jobTypes, disabilityTags, tags };
const namesOf = async (name: keyof typeof table) => {
  const source = table[name];
  const rows = await t.db.select().from(source).orderBy(asc(source.id));
  return rows.map((r) => r.name);
};

describe('reference data migration', () => {
  it('holds the 15 job categories of the contract, in order', async () => {
    const names = await namesOf('jobCategories');
    expect(names).toHaveLength(15);
    expect(names).toEqual([...JOB_CATEGORIES]);
    expect(names).toEqual(expect.arrayContaining(['Technology', 'Customer Service', 'Transportation']));
  });

  it('holds the job types of the contract, in order', async () => {
    const names = await namesOf('jobTypes');
    expect(names).toEqual([...JOB_TYPES]);
    expect(names).toEqual(['Full Time', 'Part Time', 'Contract', 'Freelance', 'Internship', 'Remote']);
  });

  it('holds the ten disability categories of the PWD ID in the order of document 1 §5', async () => {
    const names = await namesOf('disabilityTags');
    expect(names).toEqual([
      'Deaf or Hard of Hearing',
      'Learning Disability',
      'Mental Disability',
      'Physical Disability (Orthopedic)',
      'Psychosocial Disability',
      'Speech and Language Impairment',
      'Visual Disability',
      'Intellectual Disability',
      'Cancer (RA11215)',
      'Rare Disease (RA10747)',
    ]);
    expect(names).toEqual([...DISABILITY_CATEGORIES]);
  });

  it('holds about thirty specialty tags, equal to the contract’s, without duplicates', async () => {
    const names = await namesOf('tags');
    expect(names.length).toBeGreaterThanOrEqual(25);
    expect(names.length).toBeLessThanOrEqual(40);
    expect(names).toEqual([...SPECIALTY_TAGS]);
    expect(new Set(names).size).toBe(names.length);
  });

  it('numbers the rows from 1 and leaves the id sequences after the last row', async () => {
    const [category] = await t.db.insert(jobCategories).values({ name: 'Test Category' }).returning();
    expect(category?.id).toBe(JOB_CATEGORIES.length + 1);
    const [tag] = await t.db.insert(tags).values({ name: 'Test Tag' }).returning();
    expect(tag?.id).toBe(SPECIALTY_TAGS.length + 1);
    const [type] = await t.db.insert(jobTypes).values({ name: 'Test Type' }).returning();
    expect(type?.id).toBe(JOB_TYPES.length + 1);
    const [disability] = await t.db.insert(disabilityTags).values({ name: 'Test Disability' }).returning();
    expect(disability?.id).toBe(DISABILITY_CATEGORIES.length + 1);
  });
});
