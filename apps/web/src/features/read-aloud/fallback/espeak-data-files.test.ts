import createEspeakModule, { type EspeakModule } from '@echogarden/espeak-ng-emscripten';
import espeakLoaderSource from '@echogarden/espeak-ng-emscripten/espeak-ng.js?raw';
import { describe, expect, it, vi } from 'vitest';
import { ESPEAK_DATA_FILES, fetchEspeakDataFiles, groupIntoRanges, type EspeakDataFile } from './espeak-data-files';
import { FALLBACK_VOICES } from './espeak-voices';

/** Where the package's own loader says each file is, read from its source. */
function packagedFiles(): EspeakDataFile[] {
  const entries = espeakLoaderSource.matchAll(/\{filename:"([^"]+)",start:(\d+),end:(\d+)\}/g);
  return [...entries].map(([, path = '', start = '0', end = '0']) => ({
    path,
    start: Number(start),
    end: Number(end),
  }));
}

function synthesize(espeak: EspeakModule, voice: string, text: string): Int16Array {
  const engine = new espeak.eSpeakNGWorker();
  expect(engine.set_voice(voice)).toBe(0);
  const pieces: number[] = [];
  engine.synthesize(text, (samples) => {
    pieces.push(...samples);
    return false;
  });
  return Int16Array.from(pieces);
}

describe('the voice data the browser fetches', () => {
  it('sits where the pinned package packs it', () => {
    const packaged = new Map(packagedFiles().map((file) => [file.path, file]));
    expect(packaged.size).toBeGreaterThan(400);
    for (const file of ESPEAK_DATA_FILES) expect(packaged.get(file.path)).toEqual(file);
  });

  it('is all the built-in voices need: they sound the same as with the whole package', async () => {
    const whole = await createEspeakModule();
    const trimmed = await createEspeakModule({ getPreloadedPackage: () => new ArrayBuffer(0) });
    for (const file of ESPEAK_DATA_FILES) trimmed.FS.writeFile(file.path, whole.FS.readFile(file.path));
    for (const voice of FALLBACK_VOICES) {
      const text = voice.lang.startsWith('fil') ? 'Magandang umaga po.' : 'Good morning, Manila.';
      const expected = synthesize(whole, voice.espeakVoice, text);
      expect(expected.length).toBeGreaterThan(10_000);
      expect(synthesize(trimmed, voice.espeakVoice, text)).toEqual(expected);
    }
  });
});

describe('groupIntoRanges', () => {
  const file = (path: string, start: number, end: number): EspeakDataFile => ({ path, start, end });

  it('joins files that touch or nearly touch, and keeps distant ones apart', () => {
    const ranges = groupIntoRanges([file('c', 50_000, 60_000), file('a', 0, 100), file('b', 100, 2000)], 1000);
    expect(ranges.map(({ start, end, files }) => [start, end, files.map((f) => f.path)])).toEqual([
      [0, 2000, ['a', 'b']],
      [50_000, 60_000, ['c']],
    ]);
  });

  it('needs four requests for the built-in voices', () => {
    expect(groupIntoRanges(ESPEAK_DATA_FILES)).toHaveLength(4);
  });
});

describe('fetchEspeakDataFiles', () => {
  const files: EspeakDataFile[] = [
    { path: '/d/one', start: 10, end: 14 },
    { path: '/d/two', start: 14, end: 16 },
  ];
  const data = Uint8Array.from({ length: 40 }, (_, index) => index);

  /** A server that honours single ranges, as @fastify/static does. */
  function rangeServer(): ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>> {
    return vi.fn((_url: string, init: RequestInit) => {
      const range = new Headers(init.headers).get('range') ?? '';
      const [, first = '0', last = '0'] = /bytes=(\d+)-(\d+)/.exec(range) ?? [];
      const body = data.slice(Number(first), Number(last) + 1);
      return Promise.resolve(
        new Response(body, { status: 206, headers: { 'content-range': `bytes ${first}-${last}/${data.length}` } }),
      );
    });
  }

  it('asks for each range with its last byte, and cuts the answer into files', async () => {
    const server = rangeServer();
    const contents = await fetchEspeakDataFiles('/assets/espeak-ng.data', files, server);
    expect(server).toHaveBeenCalledTimes(1);
    expect(new Headers(server.mock.calls[0]?.[1].headers).get('range')).toBe('bytes=10-15');
    expect([...(contents.get('/d/one') ?? [])]).toEqual([10, 11, 12, 13]);
    expect([...(contents.get('/d/two') ?? [])]).toEqual([14, 15]);
  });

  it('refuses a server that ignores the range, without reading its whole answer', async () => {
    const cancel = vi.fn();
    const body = new ReadableStream<Uint8Array>({ cancel });
    const server = vi.fn(() => Promise.resolve(new Response(body, { status: 200 })));
    await expect(fetchEspeakDataFiles('/x.data', files, server)).rejects.toThrow(/answered 200/);
    expect(cancel).toHaveBeenCalled();
  });

  it('refuses another range, or too few bytes', async () => {
    const otherRange = vi.fn(() =>
      Promise.resolve(new Response(data.slice(0, 6), { status: 206, headers: { 'content-range': 'bytes 0-5/40' } })),
    );
    await expect(fetchEspeakDataFiles('/x.data', files, otherRange)).rejects.toThrow(/not the one asked for/);
    const short = vi.fn(() =>
      Promise.resolve(
        new Response(data.slice(10, 12), { status: 206, headers: { 'content-range': 'bytes 10-15/40' } }),
      ),
    );
    await expect(fetchEspeakDataFiles('/x.data', files, short)).rejects.toThrow(/sent 2 bytes, not 6/);
  });
});
