import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DisabilityCategory } from '@kakayahan/contracts';
import { renderPwdCardSet } from '../../e2e/support/pwd-cards/index.js';

const generatorDir = path.resolve(import.meta.dirname, '../../e2e/support/pwd-cards');
const cacheRoot = path.resolve(import.meta.dirname, '.cards');

/** A card of the bench set on disk, with the answers the reader should give. */
export interface BenchCard {
  name: string;
  file: string;
  layout: string;
  degradation: string;
  printedId: string;
  expected: { disability: DisabilityCategory; id_number: string };
}

/** A hash of the generator's sources: a changed generator means a fresh set. */
async function generatorHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of (await readdir(generatorDir)).filter((name) => name.endsWith('.ts')).sort()) {
    hash.update(file).update(await readFile(path.join(generatorDir, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * The bench's card set, rendered once into bench/ocr/.cards/ (gitignored) and reused while the
 * generator, the count and the seed stay the same.
 */
export async function loadBenchCards(count: number, seed: number, log: (line: string) => void): Promise<BenchCard[]> {
  const dir = path.join(cacheRoot, `set-${seed}-${count}-${await generatorHash()}`);
  const manifestPath = path.join(dir, 'manifest.json');
  try {
    const cards = JSON.parse(await readFile(manifestPath, 'utf8')) as BenchCard[];
    log(`Using ${cards.length} cached cards in ${path.relative(process.cwd(), dir)}`);
    return cards;
  } catch {
    // Not rendered yet (or an interrupted run): render the set below.
  }
  await mkdir(dir, { recursive: true });
  log(`Rendering ${count} cards into ${path.relative(process.cwd(), dir)} …`);
  const started = performance.now();
  const cards: BenchCard[] = [];
  await renderPwdCardSet(count, seed, async (entry) => {
    const file = path.join(dir, `${entry.name}.jpg`);
    await writeFile(file, entry.image);
    cards.push({
      name: entry.name,
      file,
      layout: entry.layout,
      degradation: entry.degradation,
      printedId: entry.data.idNumber,
      expected: entry.expected,
    });
  });
  await writeFile(manifestPath, JSON.stringify(cards, null, 2));
  log(`Rendered in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return cards;
}
