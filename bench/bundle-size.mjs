#!/usr/bin/env node
// What the login screen's first load ships, from the production build's manifest: the entry chunk and
// every chunk it imports statically (lazy areas excluded), gzipped, against the 200 KB budget.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 200 * 1000;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'web', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No production build: run `npm start` once, or `pnpm --filter @backoffice/web build`.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gzipped = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const firstLoad = [...staticClosure(entryKey)].map((key) => manifest[key].file);
const firstLoadBytes = firstLoad.reduce((sum, file) => sum + gzipped(file), 0);
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

console.log('Login screen, first load (gzip -9):');
for (const file of firstLoad) console.log(`  ${file.padEnd(40)} ${kb(gzipped(file))}`);
console.log(
  `  ${'total'.padEnd(40)} ${kb(firstLoadBytes)}   budget ${kb(BUDGET_BYTES)}   ratio ${(firstLoadBytes / BUDGET_BYTES).toFixed(2)}`,
);

console.log('\nLoaded later, on demand:');
for (const [key, chunk] of Object.entries(manifest)) {
  if (chunk.isDynamicEntry) console.log(`  ${(chunk.name ?? key).padEnd(40)} ${kb(gzipped(chunk.file))}`);
}
process.exitCode = firstLoadBytes <= BUDGET_BYTES ? 0 : 1;
