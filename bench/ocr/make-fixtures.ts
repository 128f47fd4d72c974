// Writes the few small card photos the OCR unit tests read (apps/server/test/fixtures/cards/).
// Run after changing the generator: tsx --conditions=kakayahan-source bench/ocr/make-fixtures.ts
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DisabilityCategory } from '@kakayahan/contracts';
import sharp from 'sharp';
import { createPwdCardRenderer, type PwdCardOptions } from '../../e2e/support/pwd-cards/index.js';

const fixturesDir = path.resolve(import.meta.dirname, '../../apps/server/test/fixtures/cards');

/** One fixture: the generator options, and the words a reader must find. */
interface FixtureSpec {
  file: string;
  options: PwdCardOptions & { disability: DisabilityCategory; idNumber: string };
}

const FIXTURES: FixtureSpec[] = [
  {
    file: 'classic-visual-national.jpg',
    options: {
      name: 'Maria Santos',
      disability: 'Visual Disability',
      idNumber: '13-7604-000-0012345',
      layout: 'classic',
      degradation: 'phone',
      seed: 11,
    },
  },
  {
    file: 'typewriter-deaf-lgu.jpg',
    options: {
      name: 'Juan Dela Cruz',
      disability: 'Deaf or Hard of Hearing',
      idNumber: '042103065-209',
      layout: 'typewriter',
      degradation: 'phone',
      seed: 12,
    },
  },
  {
    file: 'grid-psychosocial-plain.jpg',
    options: {
      name: 'Rosario Reyes',
      disability: 'Psychosocial Disability',
      idNumber: '0087654321',
      layout: 'grid',
      degradation: 'mild',
      seed: 13,
    },
  },
];

const renderer = await createPwdCardRenderer();
const manifest = [];
try {
  for (const { file, options } of FIXTURES) {
    const card = await renderer.render(options);
    // Small enough to commit (< 150 kB), like a photo sent through a messaging app.
    const image = await sharp(card.image)
      .rotate()
      .resize({ width: 1100, height: 1100, fit: 'inside' })
      .jpeg({ quality: 80 })
      .toBuffer();
    await writeFile(path.join(fixturesDir, file), image);
    manifest.push({
      file,
      name: options.name,
      disability: options.disability,
      printedIdNumber: options.idNumber,
      idDigits: card.expected.id_number,
    });
    console.log(`${file}: ${image.length} bytes`);
  }
} finally {
  await renderer.close();
}
await writeFile(path.join(fixturesDir, 'cards.json'), `${JSON.stringify(manifest, null, 2)}\n`);
