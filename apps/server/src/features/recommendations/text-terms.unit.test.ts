import { describe, expect, it } from 'vitest';
import { stem } from './porter-stemmer.js';
import { phraseOccursIn, phraseOf, stemsOf, tokenize, type Phrase } from './text-terms.js';

const occurs = (skill: string, text: string) => phraseOccursIn(phraseOf(skill) as Phrase, tokenize(text));

describe('stem (Porter with undoubling)', () => {
  it.each([
    ['caresses', 'caress'],
    ['ponies', 'poni'],
    ['running', 'run'],
    ['relational', 'relat'],
    ['services', 'servic'],
    ['communication', 'commun'],
  ])('stems %s to %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it.each([
    ['programming', 'programmer', 'program'],
    ['service', 'services', 'serviced'],
    ['nurse', 'nursing', 'nurses'],
    ['code', 'coding', 'codes'],
    ['care', 'caring', 'cares'],
    ['accounting', 'accountant', 'accounts'],
    ['translation', 'translator', 'translations'],
    ['technology', 'technologies', 'technology'],
    ['staff', 'staffing', 'staffs'],
  ])('gives %s, %s and %s one stem', (a, b, c) => {
    expect(stem(b)).toBe(stem(a));
    expect(stem(c)).toBe(stem(a));
  });

  it('keeps different words apart', () => {
    expect(stem('sales')).not.toBe(stem('salary'));
    expect(stem('design')).not.toBe(stem('data'));
  });

  it('leaves short words, numbers and non-letters alone', () => {
    expect(stem('is')).toBe('is');
    expect(stem('3d')).toBe('3d');
    expect(stem('cpp')).toBe('cpp');
  });
});

describe('tokenize', () => {
  it('lower-cases, drops accents, punctuation and stopwords', () => {
    expect(tokenize('Ang Café: Customer-Service, and the Sales!').map((t) => t.raw)).toEqual([
      'ang',
      'cafe',
      'customer',
      'service',
      'sales',
    ]);
  });

  it('drops the filler around skills but keeps "IT"', () => {
    expect(stemsOf('Excellent communication skills')).toEqual([stem('communication')]);
    expect(stemsOf('IT support')).toEqual(['it', stem('support')]);
  });

  it('joins dotted names and spells out C++ and C#', () => {
    expect(tokenize('Node.js, ASP.NET, C++ and C# (not C)').map((t) => t.raw)).toEqual([
      'nodejs',
      'aspnet',
      'cpp',
      'csharp',
      'c',
    ]);
  });

  it('drops apostrophes inside words', () => {
    expect(tokenize("employer's needs").map((t) => t.raw)).toEqual(['employers', 'needs']);
  });
});

describe('phraseOf', () => {
  it('is null when nothing meaningful is left', () => {
    expect(phraseOf('Skills')).toBeNull();
    expect(phraseOf(' , ')).toBeNull();
  });

  it('keeps the stems in order and the words run together', () => {
    expect(phraseOf('Front-End Development')).toEqual({
      stems: [stem('front'), stem('end'), stem('development')],
      joined: 'frontenddevelopment',
    });
  });
});

describe('phraseOccursIn', () => {
  it('finds a skill inside a longer wording', () => {
    expect(occurs('JavaScript', 'javascript programming')).toBe(true);
    expect(occurs('Customer Service', 'customer service skills')).toBe(true);
    expect(occurs('Customer Service Skills', 'Provides CUSTOMER SERVICE by phone')).toBe(true);
  });

  it('tolerates case, plurals and suffixes', () => {
    expect(occurs('data entry', 'Data-Entries and filing')).toBe(true);
    expect(occurs('Computer Programming', 'computer programmer wanted')).toBe(true);
    expect(occurs('nursing', 'Registered nurse')).toBe(true);
  });

  it('matches words written together or apart', () => {
    expect(occurs('Node JS', 'NodeJS backend')).toBe(true);
    expect(occurs('Node.js', 'node js backend')).toBe(true);
    expect(occurs('Frontend', 'front-end developer')).toBe(true);
  });

  it('needs the words in order and next to each other', () => {
    expect(occurs('Customer Service', 'service to every customer')).toBe(false);
    expect(occurs('Customer Service', 'customer data service')).toBe(false);
  });

  it('does not match a different word with a shared start', () => {
    expect(occurs('Java', 'javascript developer')).toBe(false);
    expect(occurs('C', 'C++ developer')).toBe(false);
  });
});
