/** One file of eSpeak NG's data package: its path in the engine's file system and its bytes in the package. */
export interface EspeakDataFile {
  readonly path: string;
  /** Offset of the first byte in espeak-ng.data. */
  readonly start: number;
  /** Offset just past the last byte. */
  readonly end: number;
}

const DATA_DIR = '/usr/share/espeak-ng-data';

/**
 * The only files the built-in voices need, where @echogarden/espeak-ng-emscripten 0.3.5 packs them in its
 * espeak-ng.data (24 MB: every language, Russian and Faroese dictionaries alone are 14 MB). The phoneme
 * tables, the intonations, the English and Indonesian dictionaries and the three voice definitions come
 * to 870 kB. espeak-data-files.test.ts reads the offsets from the package itself, so an upgrade that
 * moves them fails the tests instead of reading the wrong bytes.
 */
export const ESPEAK_DATA_FILES: readonly EspeakDataFile[] = [
  { path: `${DATA_DIR}/en_dict`, start: 3314089, end: 3481153 },
  { path: `${DATA_DIR}/id_dict`, start: 10612548, end: 10656006 },
  { path: `${DATA_DIR}/intonations`, start: 10656006, end: 10658318 },
  { path: `${DATA_DIR}/lang/gmw/en`, start: 11219513, end: 11219653 },
  { path: `${DATA_DIR}/lang/gmw/en-US`, start: 11220958, end: 11221215 },
  { path: `${DATA_DIR}/lang/poz/id`, start: 11224548, end: 11224682 },
  { path: `${DATA_DIR}/phondata`, start: 12783987, end: 13338727 },
  { path: `${DATA_DIR}/phonindex`, start: 13338727, end: 13382043 },
  { path: `${DATA_DIR}/phontab`, start: 13382043, end: 13440695 },
];

/** A span of espeak-ng.data fetched in one request, and the files inside it. */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
  readonly files: readonly EspeakDataFile[];
}

/** Files closer than this are fetched together: a few kB of unused bytes cost less than another request. */
const MAX_JOINED_GAP = 8 * 1024;

/** The files as few byte ranges: neighbours joined when the gap between them is small. */
export function groupIntoRanges(files: readonly EspeakDataFile[], maxGap = MAX_JOINED_GAP): ByteRange[] {
  const sorted = [...files].sort((a, b) => a.start - b.start);
  const ranges: { start: number; end: number; files: EspeakDataFile[] }[] = [];
  for (const file of sorted) {
    const last = ranges.at(-1);
    if (last && file.start - last.end <= maxGap) {
      last.end = Math.max(last.end, file.end);
      last.files.push(file);
    } else {
      ranges.push({ start: file.start, end: file.end, files: [file] });
    }
  }
  return ranges;
}

export type FetchBytes = (url: string, init: RequestInit) => Promise<Response>;

/**
 * Fetches the files from espeak-ng.data on our own origin with HTTP range requests (the browser sends them
 * uncompressed), so a phone downloads 870 kB instead of 24 MB. A server that ignores Range would send the
 * whole file: that answer is cancelled and reported instead of read.
 */
export async function fetchEspeakDataFiles(
  dataUrl: string,
  files: readonly EspeakDataFile[],
  fetchBytes: FetchBytes,
): Promise<Map<string, Uint8Array>> {
  const ranges = groupIntoRanges(files);
  const parts = await Promise.all(ranges.map((range) => fetchRange(dataUrl, range, fetchBytes)));
  const contents = new Map<string, Uint8Array>();
  ranges.forEach((range, index) => {
    const bytes = parts[index];
    if (!bytes) return;
    for (const file of range.files) {
      contents.set(file.path, bytes.subarray(file.start - range.start, file.end - range.start));
    }
  });
  return contents;
}

async function fetchRange(dataUrl: string, range: ByteRange, fetchBytes: FetchBytes): Promise<Uint8Array> {
  // HTTP ranges name the last byte, not the one past it.
  const response = await fetchBytes(dataUrl, { headers: { Range: `bytes=${range.start}-${range.end - 1}` } });
  if (response.status !== 206) {
    await response.body?.cancel();
    throw new Error(`The voice data answered ${response.status} to a range request, not 206.`);
  }
  const contentRange = response.headers.get('content-range') ?? '';
  if (!contentRange.startsWith(`bytes ${range.start}-${range.end - 1}/`)) {
    await response.body?.cancel();
    throw new Error(`The voice data sent the range "${contentRange}", not the one asked for.`);
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.length !== range.end - range.start) {
    throw new Error(`The voice data sent ${bytes.length} bytes, not ${range.end - range.start}.`);
  }
  return bytes;
}
