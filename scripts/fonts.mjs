// The Bangla web font (Noto Sans Bengali from @fontsource, OFL): the Bengali subset for Bangla text, and a font of the
// taka sign alone (~1 KB, cut with subset-font) so an English page that shows ৳ does not fetch the whole Bengali
// font, and one of the word বাংলা for the language chooser. Writes shell/src/app/fonts/*.woff2 (committed); run again after updating the font package.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { root } from './bootstrap.mjs';

const require = createRequire(import.meta.url);
const dir = path.join(root, 'shell', 'src', 'app', 'fonts');
const source = require.resolve('@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2', { paths: [root] });
const bengali = fs.readFileSync(source);
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, 'bengali-400.woff2'), bengali);
fs.writeFileSync(path.join(dir, 'taka-400.woff2'), await subsetFont(bengali, '৳', { targetFormat: 'woff2' }));
// the language chooser's own name, "বাংলা", which every page shows whatever its language
fs.writeFileSync(path.join(dir, 'chooser-400.woff2'), await subsetFont(bengali, 'বাংলা', { targetFormat: 'woff2' }));
for (const f of fs.readdirSync(dir)) console.log(`[fonts] ${f}: ${fs.statSync(path.join(dir, f)).size} bytes`);
