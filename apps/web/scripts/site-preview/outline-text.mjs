#!/usr/bin/env node
// Writes site-preview.svg: the link preview image's design (decision 028, og:image) with its words as outlined
// paths, so rendering it needs no font at all (render.mjs turns it into the PNG with sharp, on any machine).
// The outlines come from a TrueType font read here by a minimal parser (simple and composite glyphs, the
// cmap's format 4, horizontal advances; no kerning, no hinting). Run it only to change the words or the design:
//   node apps/web/scripts/site-preview/outline-text.mjs [path/to/font.ttf]
// The committed SVG was made from DejaVu Sans Bold (Debian's fonts-dejavu-core; Bitstream Vera licence, which
// allows this). Nothing is downloaded.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const fontFile = process.argv[2] ?? '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

/** The tables of a TrueType font that outlining needs. */
function readFont(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tables = {};
  const count = view.getUint16(4);
  for (let i = 0; i < count; i += 1) {
    const at = 12 + i * 16;
    const tag = String.fromCharCode(...bytes.subarray(at, at + 4));
    tables[tag] = { offset: view.getUint32(at + 8), length: view.getUint32(at + 12) };
  }
  const unitsPerEm = view.getUint16(tables.head.offset + 18);
  const longLoca = view.getInt16(tables.head.offset + 50) === 1;
  const numGlyphs = view.getUint16(tables.maxp.offset + 4);
  const numberOfHMetrics = view.getUint16(tables.hhea.offset + 34);

  const advance = (glyph) => view.getUint16(tables.hmtx.offset + 4 * Math.min(glyph, numberOfHMetrics - 1));
  const glyphOffset = (glyph) =>
    longLoca ? view.getUint32(tables.loca.offset + glyph * 4) : view.getUint16(tables.loca.offset + glyph * 2) * 2;

  // cmap: the Windows Unicode BMP subtable (format 4).
  let cmap = null;
  const cmapCount = view.getUint16(tables.cmap.offset + 2);
  for (let i = 0; i < cmapCount; i += 1) {
    const record = tables.cmap.offset + 4 + i * 8;
    const sub = tables.cmap.offset + view.getUint32(record + 4);
    if (view.getUint16(record) === 3 && view.getUint16(record + 2) === 1 && view.getUint16(sub) === 4) cmap = sub;
  }
  if (cmap === null) throw new Error('the font has no Unicode BMP cmap (format 4)');
  const segX2 = view.getUint16(cmap + 6);
  const ends = cmap + 14;
  const starts = ends + segX2 + 2;
  const deltas = starts + segX2;
  const rangeOffsets = deltas + segX2;
  function glyphOf(code) {
    for (let s = 0; s < segX2; s += 2) {
      if (view.getUint16(ends + s) < code) continue;
      const start = view.getUint16(starts + s);
      if (start > code) return 0;
      const delta = view.getInt16(deltas + s);
      const rangeOffset = view.getUint16(rangeOffsets + s);
      if (rangeOffset === 0) return (code + delta) & 0xffff;
      const glyph = view.getUint16(rangeOffsets + s + rangeOffset + (code - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  }

  /** The contours of a glyph: lists of { x, y, on } in font units. */
  function contoursOf(glyph) {
    if (glyph >= numGlyphs) return [];
    const start = tables.glyf.offset + glyphOffset(glyph);
    if (glyphOffset(glyph) === glyphOffset(glyph + 1)) return [];
    const contourCount = view.getInt16(start);
    if (contourCount < 0) return compositeContours(start);
    const endPoints = [];
    for (let i = 0; i < contourCount; i += 1) endPoints.push(view.getUint16(start + 10 + i * 2));
    const pointCount = endPoints.length ? endPoints.at(-1) + 1 : 0;
    let at = start + 10 + contourCount * 2;
    at += 2 + view.getUint16(at);
    const flags = [];
    while (flags.length < pointCount) {
      const flag = bytes[at++];
      flags.push(flag);
      if (flag & 8) for (let r = bytes[at++]; r > 0; r -= 1) flags.push(flag);
    }
    const read = (shortBit, sameBit) => {
      const values = [];
      let value = 0;
      for (const flag of flags) {
        if (flag & shortBit) value += flag & sameBit ? bytes[at++] : -bytes[at++];
        else if (!(flag & sameBit)) {
          value += view.getInt16(at);
          at += 2;
        }
        values.push(value);
      }
      return values;
    };
    const xs = read(2, 16);
    const ys = read(4, 32);
    const contours = [];
    let first = 0;
    for (const last of endPoints) {
      const points = [];
      for (let i = first; i <= last; i += 1) points.push({ x: xs[i], y: ys[i], on: Boolean(flags[i] & 1) });
      contours.push(points);
      first = last + 1;
    }
    return contours;
  }

  /** A composite glyph's parts, moved by their offsets (the ASCII glyphs need no scaling). */
  function compositeContours(start) {
    const contours = [];
    let at = start + 10;
    let flags;
    do {
      flags = view.getUint16(at);
      const part = view.getUint16(at + 2);
      at += 4;
      const dx = flags & 1 ? view.getInt16(at) : view.getInt8(at);
      const dy = flags & 1 ? view.getInt16(at + 2) : view.getInt8(at + 1);
      at += flags & 1 ? 4 : 2;
      if (flags & 8) at += 2;
      else if (flags & 0x40) at += 4;
      else if (flags & 0x80) at += 8;
      for (const contour of contoursOf(part)) contours.push(contour.map((p) => ({ ...p, x: p.x + dx, y: p.y + dy })));
    } while (flags & 0x20);
    return contours;
  }

  return { unitsPerEm, glyphOf, advance, contoursOf };
}

const round = (value) => Math.round(value * 10) / 10;

/** SVG path data of one contour of quadratic curves, scaled and placed (y grows down in SVG). */
function contourPath(points, place) {
  const n = points.length;
  const at = (i) => points[(i + n) % n];
  const mid = (a, b) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, on: true });
  // Start on an on-curve point (or between two off-curve ones).
  const firstOn = points.findIndex((p) => p.on);
  const startIndex = firstOn === -1 ? 0 : firstOn;
  const start = firstOn === -1 ? mid(at(-1), at(0)) : at(startIndex);
  const xy = (p) => place(p).map(round).join(' ');
  let d = `M${xy(start)}`;
  for (let k = 1; k <= n; k += 1) {
    const point = at(startIndex + k);
    if (point.on) {
      if (!at(startIndex + k - 1).on && k > 1) continue;
      d += `L${xy(point)}`;
      continue;
    }
    const next = at(startIndex + k + 1);
    const end = next.on ? next : mid(point, next);
    d += `Q${xy(point)} ${xy(end)}`;
  }
  return `${d}Z`;
}

/** The path of a line of text, its left end at (x, baseline), `size` px high em; and its width. */
function textPath(font, text, x, baseline, size) {
  const scale = size / font.unitsPerEm;
  let pen = 0;
  let d = '';
  for (const char of text) {
    const glyph = font.glyphOf(char.codePointAt(0));
    const offset = pen;
    for (const contour of font.contoursOf(glyph)) {
      d += contourPath(contour, (p) => [x + (offset + p.x) * scale, baseline - p.y * scale]);
    }
    pen += font.advance(glyph);
  }
  return { d, width: pen * scale };
}

const font = readFont(readFileSync(fontFile));
const WIDTH = 1200;
const HEIGHT = 630;
const LEFT = 96;

const name = textPath(font, 'Kakayahan Jobs', LEFT, 300, 112);
const tagline = ['The inclusive job platform for persons', 'with disabilities in the Philippines'].map((line, i) =>
  textPath(font, line, LEFT, 400 + i * 60, 44),
);
const address = textPath(font, 'Find work · Post jobs · Join job fairs', LEFT, 548, 30);
const mark = textPath(font, 'K', 0, 0, 64);
const longest = Math.max(name.width, ...tagline.map((line) => line.width));
if (LEFT + longest > WIDTH - 60) throw new Error(`the words are too wide: ${Math.round(LEFT + longest)} px`);

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <!-- Made by outline-text.mjs: the words are outlined paths (DejaVu Sans Bold), so no font is needed to render it. -->
  <title>Kakayahan Jobs: the inclusive job platform for persons with disabilities in the Philippines</title>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="#1e3a8a"/>
  <rect y="${HEIGHT - 24}" width="${WIDTH}" height="24" fill="#fbbf24"/>
  <rect x="${LEFT}" y="88" width="96" height="96" rx="18" fill="#ffffff"/>
  <path fill="#1e3a8a" transform="translate(${LEFT + 48 - round(mark.width / 2)} 159)" d="${mark.d}"/>
  <path fill="#ffffff" d="${name.d}"/>
  <path fill="#dbeafe" d="${tagline.map((line) => line.d).join('')}"/>
  <path fill="#fde68a" d="${address.d}"/>
</svg>
`;
writeFileSync(path.join(here, 'site-preview.svg'), svg);
console.log(`site-preview.svg written (${svg.length} bytes), widest line ${Math.round(longest)} px`);
