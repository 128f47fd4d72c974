import { describe, expect, it } from 'vitest';
import { DISABILITY_CATEGORIES, type DisabilityCategory } from './constants.js';
import {
  extractIdNumber,
  extractPwdCardName,
  formatPwdIdNumber,
  isNationalPwdIdNumber,
  parsePwdCardText,
  pwdCardNameMatches,
  recognizeDisability,
} from './pwd-card.js';

/** What every card prints, whatever the holder's disability: it must name no category and no ID. */
const BOILERPLATE = [
  'REPUBLIC OF THE PHILIPPINES',
  'Province of Laguna',
  'City of Santa Rosa',
  'PERSONS WITH DISABILITY AFFAIRS OFFICE',
  'PERSON WITH DISABILITY',
  'PWD',
  'Name',
  'Type of Disability',
  'Signature',
  'VALID ANYWHERE IN THE COUNTRY',
  'REPUBLIC ACTS 9442 AND 10754',
].join('\n');

/** A front side as PaddleOCR returns it: one text box per line, value above its caption. */
function card(disabilityLine: string, idLine = 'ID No. 04-3428-012-0001234') {
  return [
    'REPUBLIC OF THE PHILIPPINES',
    'Province of Laguna',
    'PERSONS WITH DISABILITY AFFAIRS OFFICE',
    'JUAN M. DELA CRUZ',
    'Name',
    disabilityLine,
    'Type of Disability',
    idLine,
    'Signature',
    'VALID ANYWHERE IN THE COUNTRY',
  ].join('\n');
}

/** [what it shows, card text, expected category] */
const READINGS: [string, string, DisabilityCategory][] = [
  ['the full category name', card('DEAF OR HARD OF HEARING'), 'Deaf or Hard of Hearing'],
  ['"Deaf" alone after the label', 'TYPE OF DISABILITY: DEAF\nID NO. 1234567', 'Deaf or Hard of Hearing'],
  ['split words and 0/l misreads', card('HARD 0F HEAR lNG'), 'Deaf or Hard of Hearing'],
  ['"Hearing Impairment"', card('Hearing Impairment'), 'Deaf or Hard of Hearing'],
  ['rn read as m', card('Leaming Disability'), 'Learning Disability'],
  ['label then value on the next line', 'Type of Disability\nLEARNlNG\nID No. 1234567', 'Learning Disability'],
  [
    '"Mental" beside the DSWD heading',
    `DEPARTMENT OF SOCIAL WELFARE\n${card('MENTAL DISABILITY')}`,
    'Mental Disability',
  ],
  ['1 for l', 'Type of Disability: Menta1', 'Mental Disability'],
  ['with its parentheses', card('Physical Disability (Orthopedic)'), 'Physical Disability (Orthopedic)'],
  ['"orthopaedic" spelling and 0 for O', card('0RTHOPAEDIC'), 'Physical Disability (Orthopedic)'],
  ['swapped letters and a typo', card('Phsyical Disabilty'), 'Physical Disability (Orthopedic)'],
  ['a split word', card('Psycho social Disability'), 'Psychosocial Disability'],
  ['0 for o twice', card('PSYCH0S0CIAL'), 'Psychosocial Disability'],
  ['the full category name', card('Speech and Language Impairment'), 'Speech and Language Impairment'],
  ['5 for S', card('5PEECH IMPAIRMENT'), 'Speech and Language Impairment'],
  ['"Language Impairment"', card('Language Impairment'), 'Speech and Language Impairment'],
  ['a missing first letter', card('isual disability'), 'Visual Disability'],
  ['"Low Vision"', card('LOW VISION'), 'Visual Disability'],
  ['"Blind" after the label', 'Type of Disability: BLIND', 'Visual Disability'],
  ['l for I', card('lntellectual Disability'), 'Intellectual Disability'],
  ['a line break inside', card('INTELLECTUAL\nDISABILITY'), 'Intellectual Disability'],
  ['a dropped letter before the caption', card('NTELLECTUAL'), 'Intellectual Disability'],
  ['with its act', card('Cancer (RA11215)'), 'Cancer (RA11215)'],
  ['a misread letter after the label', 'TYPE OF DISABILITY : CANCFR', 'Cancer (RA11215)'],
  ['with its act', card('Rare Disease (RA10747)'), 'Rare Disease (RA10747)'],
  ['5 for S', card('RARE DISEA5E'), 'Rare Disease (RA10747)'],
  ['underscores and dots (spec normalisation)', card('visual_dis.ability'), 'Visual Disability'],
  ['label and value glued', 'TYPEOFDISABILITY:PSYCHOSOCIAL', 'Psychosocial Disability'],
];

describe('recognizeDisability', () => {
  it.each(READINGS.map(([what, text, expected]) => ({ what, text, expected })))(
    'reads $expected from $what',
    ({ text, expected }) => {
      expect(recognizeDisability(text)).toBe(expected);
    },
  );

  it.each(DISABILITY_CATEGORIES)('is shown reading %s from at least two cards above', (category) => {
    expect(READINGS.filter(([, , expected]) => expected === category).length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['the words every card carries', BOILERPLATE],
    ['the words every card carries, lowercased and noisy', BOILERPLATE.toLowerCase().replace(/o/gu, '0')],
    ['"disability" alone', 'DISABILITY'],
    ['the DSWD heading ("mental" inside "department")', 'DEPARTMENT OF SOCIAL WELFARE AND DEVELOPMENT'],
    ['"learning" inside another word', 'Address: 12 Elearning Ave., Brgy. San Isidro'],
    ['a surname one letter from "Mental"', `${BOILERPLATE}\nJOSE MENDAL`],
    ['a name on the line after an empty label', 'Type of Disability:\nJOSE MENDAL\nName'],
    ['an empty text', ''],
  ])('names nothing for %s', (_, text) => {
    expect(recognizeDisability(text)).toBeNull();
  });

  it.each([
    ['a misread label glued to the value', 'DISAELITYPSYCHOSOCIAL DISABILITY', 'Psychosocial Disability'],
    ['the value and its act glued to the label', 'TYPE OF DISABILITYCANCERRA11215', 'Cancer (RA11215)'],
    ['the whole line glued', 'TYPEOFDISABILITYCANCERRA11215', 'Cancer (RA11215)'],
    ['label glued with a colon', 'TYPEOFDISABILITY:VISUAL DISABILITY', 'Visual Disability'],
    ['a misread glued label', 'TYPEOFDISABILTYVISUAL', 'Visual Disability'],
    ['a slip at the seam', 'TYPE OF DISABILITVISUAL', 'Visual Disability'],
    ['"Disability" glued before a short word', 'DISABILITYDEAF', 'Deaf or Hard of Hearing'],
    ['a misread tail glued after the value', card('MENTALDISABILTY'), 'Mental Disability'],
    ['a glued value and a misread glued tail', card('PSYCH0S0CIALDISABlLlTY'), 'Psychosocial Disability'],
    ['a glued two-word value', 'TYPEOFDISABILITYRAREDISEASERA10747', 'Rare Disease (RA10747)'],
    ['a glued act without its label', card('CANCERRA11215'), 'Cancer (RA11215)'],
    ['value glued before its caption', 'LEARNINGTYPEOFDISABILITY', 'Learning Disability'],
    [
      'a noisy glued label on a whole card',
      card('DlSABlLITYINTELLECTUAL', 'IDNo.:13-7604-000-0012345'),
      'Intellectual Disability',
    ],
  ])('reads glued OCR words: %s', (_, text, expected) => {
    expect(recognizeDisability(text)).toBe(expected);
  });

  it.each([
    ['"mental" glued inside "department"', 'DEPARTMENTOFSOCIALWELFAREANDDEVELOPMENT'],
    ['"learning" inside a glued word', `${BOILERPLATE}\nADDRESS:12ELEARNINGAVE`],
    ['a surname glued to "Disability"', `${BOILERPLATE}\nDISABILITYMENDAL`],
    ['a surname glued to a misread "Disability"', `${BOILERPLATE}\nDISABLITYMENDAL JOSE`],
    ['"Department" glued to the label', 'TYPEOFDISABILITYDEPARTMENT'],
    ['the boilerplate with its spaces dropped', BOILERPLATE.replace(/ /gu, '')],
    ['the label glued to a stray short word', 'TYPEOFDISABILITYRA'],
  ])('names nothing for glued %s', (_, text) => {
    expect(recognizeDisability(text)).toBeNull();
  });

  it('prefers a spaced category word to one cut out of a glued word', () => {
    expect(recognizeDisability('DISABLITYDEAF\nSpeech Impairment')).toBe('Speech and Language Impairment');
  });

  it('prefers the value glued to the "Type of Disability" label to a word elsewhere', () => {
    const text = 'Address: Philippine School for the Deaf\nTYPEOFDISABILITYSPEECH';
    expect(recognizeDisability(text)).toBe('Speech and Language Impairment');
  });

  it('takes the first category in the spec order when a card names two', () => {
    expect(recognizeDisability(card('Psychosocial / Mental Disability'))).toBe('Mental Disability');
  });

  it('prefers the value after the "Type of Disability" label to a category word elsewhere', () => {
    const text = 'Address: Philippine School for the Deaf, Pasay City\nType of Disability: Speech Impairment';
    expect(recognizeDisability(text)).toBe('Speech and Language Impairment');
  });

  it('prefers an exact category word to a fuzzy one earlier in the order', () => {
    expect(recognizeDisability(`MENDAL, JOSE P.\n${card('Visual Disability')}`)).toBe('Visual Disability');
  });
});

describe('extractIdNumber', () => {
  it.each([
    ['the national shape after "ID No."', 'ID No. 04-3428-012-0001234', '0434280120001234'],
    ['"ID NO:"', 'PWD ID NO: 13-7605-000-0001234', '1376050000001234'],
    ['"ID Number" and a hyphenated local number', 'ID Number 042103065-209', '042103065209'],
    ['"ID#" and spaced groups', 'ID# 0421 0306 5209', '042103065209'],
    ['"1D No" misread', '1D No. 12-3456-789-0123456', '1234567890123456'],
    ['"lD N0" misread', 'lD N0 : 0987654', '0987654'],
    ['"I.D. No.:"', 'I.D. No.: 0987654', '0987654'],
    ['a short labelled number', 'ID No: 123', '123'],
    ['the value on the line after the label', 'ID No.\n08-3712-001-0004567\nSignature', '0837120010004567'],
    ['O, l, S and B misread inside the number', 'ID No. O4-21O3-OOO-OO12345', '0421030000012345'],
    ['l, S and B misread', 'ID NO. 1l-2S34-B01-0000123', '1125348010000123'],
    ['a date after the number on its line', 'ID No. 04-3428-012-0001234 01/15/2024', '0434280120001234'],
    ['spaced hyphens and an en dash', 'ID NO.: 04 - 3428 – 012 - 0001234', '0434280120001234'],
    ['a stray year after the national number', 'ID No. 04-3428-012-0001234 2024', '0434280120001234'],
    ['a label glued to its value', 'IDNo.:13-7604-000-0012345', '1376040000012345'],
    ['"PWD ID NO" glued to its value', 'PWDIDNO13-7604-000-0012345', '1376040000012345'],
    ['"PWD ID NO:" glued', 'PWDIDNO:13-7604-000-0012345', '1376040000012345'],
    ['a glued label over a national number elsewhere', 'PWDIDNO:0421-0306-5209\n04-3428-012-0001234', '042103065209'],
    ['a glued label on a whole card', card('VISUAL', 'IDNo.:13-7604-000-0012345'), '1376040000012345'],
  ])('reads %s', (_, text, expected) => {
    expect(extractIdNumber(text)).toBe(expected);
  });

  it.each([
    ['the longest run when there is no label', card('Visual', '0421-0306-5209'), '042103065209'],
    ['a run over dates and acts', 'Date Issued: 01/15/2024\nRA 9442 and 10754\n0421-0306-5209', '042103065209'],
    ['a national number over a longer run', 'Control No. 20240000123456789\n04-3428-012-0001234', '0434280120001234'],
    ['a number whose label is below it', '04-3428-012-0001234\nID No.\nSignature', '0434280120001234'],
    ['a number when the label has no value', 'ID No. ________\n04-3428-012-0001234', '0434280120001234'],
    ['no glue across a line break', 'Control No 5566\n123456789', '123456789'],
    ['no glue across a wide gap', '12345        678901', '678901'],
    ['no phone number', 'ID: 0421-0306-52\nIn case of emergency: Maria Cruz 0917 123 4567', '0421030652'],
    ['no phone number without its label', 'Maria Cruz\n09171234567\n0421-0306-52', '0421030652'],
    ['no month-name date', 'Date of Birth: January 15 2024\nPWD-00123', '00123'],
    ['no glued act number', 'Cancer (RA11215)\nR.A. No. 7277\n12345-678', '12345678'],
    ['no phone number on the line after the label', 'ID No.\n0917 123 4567\n0421-0306-52', '0421030652'],
  ])('takes %s', (_, text, expected) => {
    expect(extractIdNumber(text)).toBe(expected);
  });

  it.each([
    ['the words every card carries', BOILERPLATE],
    ['only dates, acts and a ZIP code', 'Issued 01/15/2024\nValid until 2027-01-15\nRA 9442 and 10754\n4026 Laguna'],
    ['words made of digit look-alike letters', 'Name: BOB SOLIS\nISSUED BY OSSB'],
    ['a word ending in "pwd" before a number label glued to no number', 'PWDIDNO'],
    ['an empty text', ''],
  ])('finds nothing in %s', (_, text) => {
    expect(extractIdNumber(text)).toBe('');
  });
});

describe('formatPwdIdNumber', () => {
  it.each([
    ['0434280120001234', '04-3428-012-0001234'],
    ['1376050000001234', '13-7605-000-0001234'],
  ])('groups %s as RR-PPMM-BBB-NNNNNNN', (digits, expected) => {
    expect(formatPwdIdNumber(digits)).toBe(expected);
    expect(isNationalPwdIdNumber(digits)).toBe(true);
  });

  it.each(['042103065209', '043428012000123', '04342801200012345', '', '04-3428-012-0001234', '043428012000123O'])(
    'leaves %j unformatted',
    (digits) => {
      expect(formatPwdIdNumber(digits)).toBeNull();
      expect(isNationalPwdIdNumber(digits)).toBe(false);
    },
  );
});

describe('parsePwdCardText', () => {
  it('reads both fields from a whole noisy card', () => {
    const text = [
      'REPUBLIC 0F THE PHILIPPINES',
      'Province of Batangas',
      'Municipality of Nasugbu',
      'PERS0NS WITH DISABILITY AFFAIRS 0FFICE',
      'MARIA CLARA SANTOS',
      'Name',
      'Psych0social Disabiiity',
      'Type of Disability',
      'ID No. O4-1O24-003-0001234',
      'Date Issued: 03/02/2024',
      'Signature',
      'VALID ANYWHERE IN THE C0UNTRY',
    ].join('\n');
    expect(parsePwdCardText(text)).toEqual({ disability: 'Psychosocial Disability', id_number: '0410240030001234' });
  });

  it('reads a local card with the label before the value', () => {
    const text = 'CITY GOVERNMENT OF MAKATI\nPWD ID\nId no: 042103065-209\nType of disability:\nORTHOPEDIC';
    expect(parsePwdCardText(text)).toEqual({
      disability: 'Physical Disability (Orthopedic)',
      id_number: '042103065209',
    });
  });

  it("answers empty strings for a card's boilerplate alone", () => {
    expect(parsePwdCardText(BOILERPLATE)).toEqual({ disability: '', id_number: '' });
  });
});

describe('extractPwdCardName', () => {
  const cases: [string, string, string | null][] = [
    [
      'the value after "Name:" (classic and typewriter cards)',
      'PERSON WITH DISABILITY\nName: MARIA SANTOS\nTYPE OF DISABILITY: Visual Disability',
      'MARIA SANTOS',
    ],
    [
      '"NAME" above the value (stacked cards)',
      'PWD ID\nPERSON WITH DISABILITY\nNAME\nJUAN A. DELA CRUZ\nTYPE OF DISABILITY\nDeaf or Hard of Hearing',
      'JUAN A. DELA CRUZ',
    ],
    [
      'a table row read as one line (grid cards)',
      'NAME ROSARIO REYES\nTYPE OF DISABILITY Psychosocial Disability',
      'ROSARIO REYES',
    ],
    [
      'the value above its caption (printed cards)',
      'PERS0NS WITH DISABILITY AFFAIRS 0FFICE\nMARIA CLARA SANTOS\nName\nPsych0social Disabiiity\nType of Disability',
      'MARIA CLARA SANTOS',
    ],
    ['a glued label and accents', 'Name:JOSÉ P. RIZAL-MERCADO', 'JOSÉ P. RIZAL-MERCADO'],
    ['debris around the value', 'Name: | MARIA SANTOS _', 'MARIA SANTOS'],
    ['no name label', 'REPUBLIC OF THE PHILIPPINES\nMARIA SANTOS\nID No. 1234567', null],
    ['a label followed by print only', 'Name\nType of Disability\nSignature of Cardholder', null],
    ['a label followed by a number', 'Name: 1376040000012345', null],
    ['the boilerplate alone', BOILERPLATE, null],
    ['an empty text', '', null],
  ];
  it.each(cases)('%s', (_what, text, expected) => {
    expect(extractPwdCardName(text)).toBe(expected);
  });

  it('reads the name of a card as PaddleOCR returns the front side', () => {
    expect(extractPwdCardName(card('DEAF OR HARD OF HEARING'))).toBe('JUAN M. DELA CRUZ');
  });
});

describe('pwdCardNameMatches', () => {
  const registered = { firstName: 'Juan', lastName: 'Dela Cruz' };
  const matches: [string, string][] = [
    ['the same name in capitals', 'JUAN DELA CRUZ'],
    ['a middle initial on the card', 'JUAN A. DELA CRUZ'],
    ['a middle name on the card', 'JUAN ANTONIO DELA CRUZ'],
    ['surname first, with a comma', 'DELA CRUZ, JUAN'],
    ['extra spaces and punctuation', '  Juan   Dela-Cruz. '],
  ];
  it.each(matches)('matches %s', (_what, cardName) => {
    expect(pwdCardNameMatches(cardName, registered)).toBe(true);
  });

  it('ignores accents on either side', () => {
    expect(pwdCardNameMatches('JOSE PEÑA', { firstName: 'José', lastName: 'Pena' })).toBe(true);
    expect(pwdCardNameMatches('JOSÉ PENA', { firstName: 'Jose', lastName: 'Peña' })).toBe(true);
  });

  const mismatches: [string, string][] = [
    ['another first name', 'PEDRO DELA CRUZ'],
    ['a missing surname word', 'JUAN CRUZ'],
    ['another person entirely', 'MARIA SANTOS'],
    ['an empty reading', ''],
  ];
  it.each(mismatches)('does not match %s', (_what, cardName) => {
    expect(pwdCardNameMatches(cardName, registered)).toBe(false);
  });

  it('never matches an empty registered name', () => {
    expect(pwdCardNameMatches('JUAN DELA CRUZ', { firstName: ' ', lastName: '' })).toBe(false);
  });
});
