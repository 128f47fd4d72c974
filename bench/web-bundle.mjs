#!/usr/bin/env node
// Prints what a phone downloads: the gzip and brotli size of the entry chunk, the CSS and each page chunk
// of the built web app, then the two first views: the app shell's (sign-in, signed-in pages: index.html's
// scripts and styles) and a visitor's public page's (decision 025: the landing page, /jobs, a job page…, which
// load the public script and its static imports, and the same stylesheet). Run after `npm run build`:
// node bench/web-bundle.mjs
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = new Set([...html.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((m) => m[1]));
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

const rows = readdirSync(path.join(dist, 'assets'))
  .filter((f) => /\.(js|css)$/.test(f))
  .map((file) => {
    const bytes = readFileSync(path.join(dist, 'assets', file));
    return {
      file,
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
  })
  .sort((a, b) => b.gzip - a.gzip);

const initial = rows.filter((r) => entry.has(r.file));
console.log('file'.padEnd(44), 'raw'.padStart(10), 'gzip'.padStart(10), 'brotli'.padStart(10));
for (const r of rows) {
  console.log(
    `${entry.has(r.file) ? '*' : ' '} ${r.file}`.padEnd(44),
    kb(r.raw).padStart(10),
    kb(r.gzip).padStart(10),
    kb(r.brotli).padStart(10),
  );
}
const sum = (key) => initial.reduce((n, r) => n + r[key], 0);
console.log(`\n* loaded on first visit: ${kb(sum('raw'))} raw, ${kb(sum('gzip'))} gzip, ${kb(sum('brotli'))} brotli`);
// At 3G speeds (about 750 kbit/s of real throughput on a cheap phone):
console.log(`  ≈ ${((sum('gzip') * 8) / 750_000).toFixed(1)} s to download over slow 3G (gzip)`);

// A visitor's public page rendered on the server (decision 025): the public script, what it imports
// statically (Vite's manifest), and the stylesheet of index.html; the app's code loads only on first use.
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const publicKey = Object.keys(manifest).find(
  (key) => manifest[key].isEntry && manifest[key].src === 'src/ssr/public-entry.ts',
);
if (publicKey) {
  const files = new Set();
  const walk = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  walk(publicKey);
  const scripts = rows.filter((r) => files.has(`assets/${r.file}`));
  const styles = initial.filter((r) => r.file.endsWith('.css'));
  const total = (list, key) => list.reduce((n, r) => n + r[key], 0);
  console.log(
    `\n  public page (landing, /jobs, a job…), first view: JavaScript ${kb(total(scripts, 'gzip'))} gzip, ` +
      `${kb(total(scripts, 'brotli'))} brotli in ${scripts.length} files; CSS ${kb(total(styles, 'gzip'))} gzip ` +
      `in ${styles.length} file(s) (goal: at most 80 KB gz of JavaScript, one stylesheet)`,
  );
} else {
  console.log('\n  public page first view: no public entry in this build (decision 025 not built)');
}
