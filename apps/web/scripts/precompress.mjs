#!/usr/bin/env node
// Writes .br and .gz beside every compressible file of the build, so the server sends compressed files
// without spending CPU per request (@fastify/static `preCompressed`).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
// .bin: the built-in voice's data (vite.config.ts): 870 kB, 396 kB with brotli.
const compressible = /\.(js|css|html|svg|json|txt|map|bin)$/;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

let count = 0;
for (const file of walk(dist)) {
  if (!compressible.test(file) || file.endsWith('.map')) continue;
  const bytes = readFileSync(file);
  if (bytes.length < 1024) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files in ${path.relative(process.cwd(), dist) || dist}`);
