import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import createEspeakModule, { type EspeakModule } from '@echogarden/espeak-ng-emscripten';
import espeakLoaderSource from '@echogarden/espeak-ng-emscripten/espeak-ng.js?raw';
import { describe, expect, it, vi } from 'vitest';
import {
  ESPEAK_VOICE_FILE_PATHS,
  fetchEspeakVoiceFiles,
  packEspeakVoiceFiles,
  readPackagedFiles,
  type EspeakDataFile,
} from './espeak-data-files';
import { FALLBACK_VOICES } from './espeak-voices';

/** The bundle exactly as the build makes it (vite.config.ts): from the pinned package's own files. */
function buildVoiceBundle() {
  const packageData = readFileSync(
    createRequire(import.meta.url).resolve('@echogarden/espeak-ng-emscripten/espeak-ng.data'),
  );
  return packEspeakVoiceFiles(packageData, readPackagedFiles(espeakLoaderSource), ESPEAK_VOICE_FILE_PATHS);
}

/** Where two byte strings first differ (a length counts), or null when they are the same. */
function firstDifference(actual: Uint8Array, expected: Uint8Array): number | null {
  const length = Math.max(actual.length, expected.length);
  for (let index = 0; index < length; index += 1) if (actual[index] !== expected[index]) return index;
  return null;
}

/** The voice's samples for the text, as bytes (compared with firstDifference: toEqual is slow on 100k items). */
function synthesize(espeak: EspeakModule, voice: string, text: string): Uint8Array {
  const engine = new espeak.eSpeakNGWorker();
  expect(engine.set_voice(voice)).toBe(0);
  const pieces: Uint8Array[] = [];
  engine.synthesize(text, (samples) => {
    pieces.push(new Uint8Array(samples.buffer.slice(samples.byteOffset, samples.byteOffset + samples.byteLength)));
    return false;
  });
  const bytes = new Uint8Array(pieces.reduce((total, piece) => total + piece.length, 0));
  let offset = 0;
  for (const piece of pieces) {
    bytes.set(piece, offset);
    offset += piece.length;
  }
  return bytes;
}

/** eSpeak NG with its whole 24 MB package, loaded once for the file: it takes a second. */
let wholePackage: Promise<EspeakModule> | null = null;
const loadWholePackage = () => (wholePackage ??= createEspeakModule());

describe('the voice data the build cuts out of the package', () => {
  it("holds each file byte for byte as the package's loader reads it, and nothing else", async () => {
    expect(readPackagedFiles(espeakLoaderSource).length).toBeGreaterThan(400);
    const bundle = buildVoiceBundle();
    expect(bundle.files.map((file) => file.path)).toEqual(ESPEAK_VOICE_FILE_PATHS);
    const whole = await loadWholePackage();
    for (const file of bundle.files) {
      const cut = bundle.bytes.subarray(file.start, file.end);
      expect(firstDifference(cut, whole.FS.readFile(file.path)), file.path).toBeNull();
    }
    expect(bundle.files.at(-1)?.end).toBe(bundle.bytes.length);
    expect(bundle.bytes.length).toBeLessThan(1_000_000);
  });

  // Six syntheses in WebAssembly take seconds on a loaded machine: the limit is against a hang, not a measure.
  it('is all the built-in voices need: fetched and cut, they sound the same as with the whole package', async () => {
    const bundle = buildVoiceBundle();
    const served = vi.fn((_url: string) => Promise.resolve(new Response(bundle.bytes)));
    const files = await fetchEspeakVoiceFiles('/assets/espeak-voices.bin', bundle.files, served);
    const whole = await loadWholePackage();
    const trimmed = await createEspeakModule({ getPreloadedPackage: () => new ArrayBuffer(0) });
    for (const [path, bytes] of files) trimmed.FS.writeFile(path, bytes);
    for (const voice of FALLBACK_VOICES) {
      const text = voice.lang.startsWith('fil') ? 'Magandang umaga po.' : 'Good morning, Manila.';
      const expected = synthesize(whole, voice.espeakVoice, text);
      expect(expected.length).toBeGreaterThan(20_000);
      expect(firstDifference(synthesize(trimmed, voice.espeakVoice, text), expected), voice.id).toBeNull();
    }
  }, 30_000);
});

describe('packEspeakVoiceFiles', () => {
  const packageData = Uint8Array.from({ length: 40 }, (_, index) => index);
  const packaged: EspeakDataFile[] = [
    { path: '/d/a', start: 10, end: 14 },
    { path: '/d/b', start: 30, end: 32 },
    { path: '/d/unused', start: 0, end: 10 },
  ];

  it('puts the asked-for files back to back, in the order asked, and says where each one is', () => {
    const bundle = packEspeakVoiceFiles(packageData, packaged, ['/d/b', '/d/a']);
    expect([...bundle.bytes]).toEqual([30, 31, 10, 11, 12, 13]);
    expect(bundle.files).toEqual([
      { path: '/d/b', start: 0, end: 2 },
      { path: '/d/a', start: 2, end: 6 },
    ]);
  });

  it('stops the build for a file the package lacks, or one outside its data', () => {
    expect(() => packEspeakVoiceFiles(packageData, packaged, ['/d/a', '/d/gone'])).toThrow(/has no \/d\/gone/);
    const beyond = [{ path: '/d/far', start: 38, end: 44 }];
    expect(() => packEspeakVoiceFiles(packageData, beyond, ['/d/far'])).toThrow(/outside its data/);
  });
});

describe('readPackagedFiles', () => {
  it("reads each file's span from the loader's package metadata", () => {
    const source = 'var m={"files":[{filename:"/x/one",start:0,end:12},{filename:"/x/two",start:12,end:20}]};';
    expect(readPackagedFiles(source)).toEqual([
      { path: '/x/one', start: 0, end: 12 },
      { path: '/x/two', start: 12, end: 20 },
    ]);
  });
});

describe('fetchEspeakVoiceFiles', () => {
  const files: EspeakDataFile[] = [
    { path: '/d/one', start: 0, end: 4 },
    { path: '/d/two', start: 4, end: 6 },
  ];
  const bundle = Uint8Array.from([10, 11, 12, 13, 14, 15]);

  it('fetches the bundle with one plain request and cuts it into its files', async () => {
    const server = vi.fn((_url: string) => Promise.resolve(new Response(bundle)));
    const contents = await fetchEspeakVoiceFiles('/assets/espeak-voices-abc.bin', files, server);
    expect(server.mock.calls).toEqual([['/assets/espeak-voices-abc.bin']]);
    expect([...(contents.get('/d/one') ?? [])]).toEqual([10, 11, 12, 13]);
    expect([...(contents.get('/d/two') ?? [])]).toEqual([14, 15]);
  });

  it('refuses a failed answer without reading it', async () => {
    const cancel = vi.fn();
    const body = new ReadableStream<Uint8Array>({ cancel });
    const server = vi.fn(() => Promise.resolve(new Response(body, { status: 404 })));
    await expect(fetchEspeakVoiceFiles('/x.bin', files, server)).rejects.toThrow(/answered 404/);
    expect(cancel).toHaveBeenCalled();
  });

  it('refuses an answer of another size, such as the site page served for an asset a release removed', async () => {
    const page = vi.fn(() => Promise.resolve(new Response('<!doctype html><title>Kakayahan</title>')));
    await expect(fetchEspeakVoiceFiles('/x.bin', files, page)).rejects.toThrow(/sent 39 bytes, not 6/);
  });
});
