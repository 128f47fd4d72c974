/** One file of eSpeak NG's voice data: its path in the engine's file system and where its bytes lie. */
export interface EspeakDataFile {
  readonly path: string;
  /** Offset of the first byte in the file that holds it. */
  readonly start: number;
  /** Offset just past the last byte. */
  readonly end: number;
}

const DATA_DIR = '/usr/share/espeak-ng-data';

/**
 * The only files the built-in voices need. @echogarden/espeak-ng-emscripten packs every language in one
 * 24 MB espeak-ng.data (Russian and Faroese dictionaries alone are 14 MB); the phoneme tables, the
 * intonations, the English and Indonesian dictionaries and the three voice definitions come to 870 kB.
 * The build cuts them out into one asset of their own (vite.config.ts).
 */
export const ESPEAK_VOICE_FILE_PATHS: readonly string[] = [
  `${DATA_DIR}/en_dict`,
  `${DATA_DIR}/id_dict`,
  `${DATA_DIR}/intonations`,
  `${DATA_DIR}/lang/gmw/en`,
  `${DATA_DIR}/lang/gmw/en-US`,
  `${DATA_DIR}/lang/poz/id`,
  `${DATA_DIR}/phondata`,
  `${DATA_DIR}/phonindex`,
  `${DATA_DIR}/phontab`,
];

/**
 * Where the package's own loader (espeak-ng.js) says each file is in espeak-ng.data. Read from its
 * source at build time, so an upgrade that moves the files moves the cuts with it.
 */
export function readPackagedFiles(loaderSource: string): EspeakDataFile[] {
  const entries = loaderSource.matchAll(/\{filename:"([^"]+)",start:(\d+),end:(\d+)\}/g);
  return [...entries].map(([, path = '', start = '0', end = '0']) => ({
    path,
    start: Number(start),
    end: Number(end),
  }));
}

/** The voice files back to back in one asset, and where each one is in it. */
export interface EspeakVoiceBundle {
  readonly bytes: Uint8Array<ArrayBuffer>;
  readonly files: readonly EspeakDataFile[];
}

/**
 * Cuts the chosen files out of the package's data into one bundle (at build time). A path the package
 * does not have, or a span outside its data, stops the build instead of shipping a voice that cannot speak.
 */
export function packEspeakVoiceFiles(
  packageData: Uint8Array,
  packagedFiles: readonly EspeakDataFile[],
  paths: readonly string[],
): EspeakVoiceBundle {
  const byPath = new Map(packagedFiles.map((file) => [file.path, file]));
  const sources = paths.map((path) => {
    const source = byPath.get(path);
    if (!source) throw new Error(`The eSpeak NG package has no ${path}.`);
    if (source.start < 0 || source.end < source.start || source.end > packageData.length) {
      throw new Error(`The eSpeak NG package puts ${path} outside its data (${source.start}-${source.end}).`);
    }
    return source;
  });
  const bytes = new Uint8Array(sources.reduce((total, source) => total + source.end - source.start, 0));
  let offset = 0;
  const files = sources.map((source) => {
    bytes.set(packageData.subarray(source.start, source.end), offset);
    const file = { path: source.path, start: offset, end: offset + source.end - source.start };
    offset = file.end;
    return file;
  });
  return { bytes, files };
}

export type FetchBytes = (url: string) => Promise<Response>;

/**
 * Fetches the voice bundle with one ordinary GET (the server sends it precompressed) and cuts it into
 * its files. An answer of another size (a stale cache, or the site's index.html for an asset a new
 * release removed) is refused instead of giving the engine the wrong bytes.
 */
export async function fetchEspeakVoiceFiles(
  url: string,
  files: readonly EspeakDataFile[],
  fetchBytes: FetchBytes,
): Promise<Map<string, Uint8Array>> {
  const response = await fetchBytes(url);
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`The voice data answered ${response.status}.`);
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  const expected = files.reduce((end, file) => Math.max(end, file.end), 0);
  if (bytes.length !== expected) throw new Error(`The voice data sent ${bytes.length} bytes, not ${expected}.`);
  return new Map(files.map((file) => [file.path, bytes.subarray(file.start, file.end)]));
}
