#!/usr/bin/env node
// Renders site-preview.svg (outlined paths, no font needed) into apps/web/public/site-preview.png, the
// 1200×630 image link previews show for every public page (decision 028, og:image). The PNG is committed;
// run this after changing the SVG (outline-text.mjs):
//   node apps/web/scripts/site-preview/render.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const here = import.meta.dirname;
const source = readFileSync(path.join(here, 'site-preview.svg'));
const target = path.join(here, '..', '..', 'public', 'site-preview.png');
const info = await sharp(source, { density: 72 })
  .resize(1200, 630)
  .png({ compressionLevel: 9, palette: true, colours: 64 })
  .toFile(target);
console.log(`${path.relative(process.cwd(), target)}: ${info.width}×${info.height}, ${info.size} bytes`);
