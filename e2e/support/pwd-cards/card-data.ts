import { DISABILITY_CATEGORIES, type DisabilityCategory } from '@kakayahan/contracts';
import type { Random } from './random.js';

/** How the ID number is printed: the national RR-PPMM-BBB-NNNNNNN shape, a plain run, or LGU style. */
export type IdNumberStyle = 'national' | 'plain' | 'lgu';

export const ID_NUMBER_STYLES: readonly IdNumberStyle[] = ['national', 'plain', 'lgu'];

const FIRST_NAMES = [
  'Maria',
  'Juan',
  'Jose',
  'Ana',
  'Rosario',
  'Ramon',
  'Liza',
  'Mark Anthony',
  'Kristine',
  'Jericho',
  'Ma. Teresa',
  'Rodel',
  'Jasmin',
  'Angelito',
  'Cherry Mae',
  'Nestor',
];
const LAST_NAMES = [
  'Dela Cruz',
  'Santos',
  'Reyes',
  'Bautista',
  'Garcia',
  'Mendoza',
  'Villanueva',
  'Ocampo',
  'Castillo',
  'Aquino',
  'Pascual',
  'Soriano',
  'Manalo',
  'Dizon',
  'Magbanua',
  'Ibañez',
];
const MIDDLE_INITIALS = ['A.', 'B.', 'C.', 'D.', 'G.', 'L.', 'M.', 'P.', 'R.', 'S.', 'T.', 'V.'];

/** Province and city pairs for the card header (PSGC region codes as the first ID digits). */
const PLACES = [
  { region: '13', province: 'Metro Manila', city: 'Quezon City' },
  { region: '13', province: 'Metro Manila', city: 'City of Marikina' },
  { region: '04', province: 'Cavite', city: 'City of Dasmariñas' },
  { region: '04', province: 'Laguna', city: 'City of Santa Rosa' },
  { region: '03', province: 'Pampanga', city: 'City of San Fernando' },
  { region: '07', province: 'Cebu', city: 'Mandaue City' },
  { region: '11', province: 'Davao del Sur', city: 'Davao City' },
  { region: '06', province: 'Iloilo', city: 'Iloilo City' },
  { region: '01', province: 'Ilocos Norte', city: 'Laoag City' },
  { region: '10', province: 'Misamis Oriental', city: 'Cagayan de Oro City' },
] as const;

export interface CardPlace {
  region: string;
  province: string;
  city: string;
}

/** What a generated card says, and what a reader should get back from it. */
export interface PwdCardData {
  /** As printed: "JUAN A. DELA CRUZ" or "Juan Dela Cruz". */
  name: string;
  disability: DisabilityCategory;
  /** As printed on the card, e.g. "13-7604-000-0012345". */
  idNumber: string;
  place: CardPlace;
  /** "MM/DD/YYYY". */
  dateIssued: string;
  validUntil: string;
  sex: 'Male' | 'Female';
  bloodType: string;
}

/** The digits of a printed ID number: what the sign-up form should be filled with. */
export function idNumberDigits(idNumber: string): string {
  return idNumber.replace(/\D/gu, '');
}

/** An ID number in one of the printed styles (the national one starts with the place's region code). */
export function randomIdNumber(random: Random, style: IdNumberStyle, region = '13'): string {
  switch (style) {
    case 'national':
      return `${region}-${random.digits(4)}-${random.digits(3)}-${random.digits(7)}`;
    case 'plain':
      return random.digits(random.int(7, 12));
    case 'lgu':
      return `${random.digits(9)}-${random.digits(3)}`;
  }
}

function date(random: Random, fromYear: number, toYear: number): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${pad(random.int(1, 12))}/${pad(random.int(1, 28))}/${random.int(fromYear, toYear)}`;
}

/** A random person and card; `overrides` pins any field (the e2e suite pins name, disability and ID). */
export function randomCardData(random: Random, overrides: Partial<PwdCardData> = {}): PwdCardData {
  const place = random.pick(PLACES);
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const issued = date(random, 2019, 2024);
  const issuedYear = Number(issued.slice(-4));
  return {
    name: random.chance(0.5) ? `${first} ${random.pick(MIDDLE_INITIALS)} ${last}` : `${first} ${last}`,
    disability: random.pick(DISABILITY_CATEGORIES),
    idNumber: randomIdNumber(random, random.pick(ID_NUMBER_STYLES), place.region),
    place: { ...place },
    dateIssued: issued,
    validUntil: `${issued.slice(0, 6)}${issuedYear + 5}`,
    sex: random.chance(0.5) ? 'Female' : 'Male',
    bloodType: random.pick(['A+', 'B+', 'O+', 'AB+', 'O-', 'A-']),
    ...overrides,
  };
}
