#!/usr/bin/env node
// What the servers send, not what gzip -9 would make: the production build served as `npm start` serves it
// (`vite preview` with the .br and .gz files made at build), asked with each Accept-Encoding, bytes of the bodies
// as they come over the wire. Two budgets (issue 38):
//   - the login screen's first load: index.html and what it loads before the first paint (the entry chunk,
//     web/src/boot.ts, and the app it loads, src/main.tsx, each with its static imports, the styles), 150 KB;
//   - the orders page's first load on a cold cache: the login's, plus the chunks the route /dashboard/orders
//     loads (the list's early query that boot.ts sends, Apollo Client, which the login screen does without, the
//     shell and the list, each with its static imports), 200 KB. Parts a screen loads on first use are not in it.
// The verdict is on brotli, which every browser the dashboard supports asks for; gzip is the fallback.
// nginx (docker/nginx.conf: brotli_static, gzip_static) sends the same .br and .gz files, so the same bytes; for a
// file without one it compresses on the fly at gzip level 1, counted as such in its column.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const LOGIN_BUDGET = 150 * 1000;
const ORDERS_BUDGET = 200 * 1000;
// What the entry loads on every address: the app.
const APP_MODULE = 'src/main.tsx';
// The modules whose chunks /dashboard/orders loads, as routes.tsx and main.tsx (and boot.ts, ahead of them) import.
const ORDERS_ROUTE_MODULES = [
  'src/features/orders/earlyOrderList.ts',
  'src/apollo.ts',
  'src/features/shell/shellChunk.ts',
  'src/features/orders/OrderListPage.tsx',
];
const PORT = Number(process.env.BUNDLE_SIZE_PORT ?? 3312);

const web = join(dirname(fileURLToPath(import.meta.url)), '..', 'web');
const dist = join(web, 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No production build: run `npm start` once, or `pnpm --filter @backoffice/web build`.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

// Vite names a dynamic entry's chunk `_name-hash.js` in the manifest when a static import reaches it too.
const chunkOf = (module) =>
  manifest[module] ??
  Object.values(manifest).find(
    (chunk) =>
      chunk.src === module ||
      chunk.name ===
        module
          .split('/')
          .pop()
          .replace(/\.tsx?$/, ''),
  );

function closure(chunk, files = new Set()) {
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const file of chunk.css ?? []) files.add(file);
  for (const imported of chunk.imports ?? []) closure(manifest[imported], files);
  return files;
}

const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
const app = chunkOf(APP_MODULE);
if (!app) throw new Error(`${APP_MODULE} is not in the build's manifest: update APP_MODULE to boot.ts`);
const loginFiles = ['index.html', ...closure(app, closure(entry))];
const ordersFiles = new Set();
for (const module of ORDERS_ROUTE_MODULES) {
  const chunk = chunkOf(module);
  if (!chunk) throw new Error(`${module} is not in the build's manifest: update ORDERS_ROUTE_MODULES to routes.tsx`);
  closure(chunk, ordersFiles);
}
const ordersOnly = [...ordersFiles].filter((file) => !loginFiles.includes(file));
const ordersPage = [...loginFiles, ...ordersOnly];

const server = spawn(join(web, 'node_modules', '.bin', 'vite'), ['preview', '--port', String(PORT), '--strictPort'], {
  cwd: web,
  env: { ...process.env, WEB_HOST: '127.0.0.1', WEB_PORT: String(PORT) },
  stdio: 'ignore',
});
process.on('exit', () => server.kill());

/** The body's bytes as sent, with the answer's Content-Encoding and Vary. */
function fetchRaw(path, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    request({ host: '127.0.0.1', port: PORT, path, headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () =>
        response.statusCode === 200
          ? resolve({
              bytes,
              encoding: response.headers['content-encoding'] ?? 'identity',
              vary: response.headers.vary,
            })
          : reject(new Error(`${path}: ${response.statusCode}`)),
      );
    })
      .on('error', reject)
      .end();
  });
}

async function whenServing() {
  for (let tries = 0; tries < 200; tries++) {
    try {
      return await fetchRaw('/', '');
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`vite preview did not answer on port ${PORT}`);
}

/** What nginx sends for a file: its .br or .gz, else gzip level 1 on the fly from 1024 bytes, else the file. */
function nginxBytes(file, encoding) {
  const path = join(dist, file);
  const precompressed = `${path}.${encoding === 'br' ? 'br' : 'gz'}`;
  if (existsSync(precompressed)) return readFileSync(precompressed).length;
  if (encoding === 'br' && existsSync(`${path}.gz`)) return readFileSync(`${path}.gz`).length;
  const plain = readFileSync(path);
  return plain.length >= 1024 ? gzipSync(plain, { level: 1 }).length : plain.length;
}

await whenServing();
const encodings = [
  { name: 'br', header: 'br, gzip' },
  { name: 'gzip', header: 'gzip' },
  { name: 'identity', header: '' },
];
const sizes = {};
for (const file of new Set([...loginFiles, ...ordersOnly])) {
  sizes[file] = {};
  for (const { name, header } of encodings) {
    const answer = await fetchRaw(file === 'index.html' ? '/' : `/${file}`, header);
    // A file whose .br or .gz was made at build, index.html too, must come so when asked, saying it varies by
    // Accept-Encoding.
    const made = (suffix) => existsSync(join(dist, file + suffix));
    const expected = name === 'identity' || made(name === 'br' ? '.br' : '.gz') ? name : answer.encoding;
    const vary = !(made('.br') || made('.gz')) || /accept-encoding/i.test(answer.vary ?? '');
    if (answer.encoding !== expected || !vary)
      throw new Error(`${file}: asked ${header || 'no encoding'}, got ${answer.encoding}, Vary ${answer.vary}`);
    sizes[file][name] = answer.bytes;
  }
}
server.kill();

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const total = (files, encoding) => files.reduce((sum, file) => sum + sizes[file][encoding], 0);
const nginxTotal = (files, encoding) => files.reduce((sum, file) => sum + nginxBytes(file, encoding), 0);
const row = (label, files) =>
  `  ${label.padEnd(44)} ${encodings.map(({ name }) => `${name} ${kb(total(files, name))}`.padEnd(18)).join('')}` +
  `nginx br ${kb(nginxTotal(files, 'br'))}, gzip ${kb(nginxTotal(files, 'gzip'))}`;

console.log('Bytes on the wire from `vite preview` (npm start), bodies only:');
console.log('Login screen, first load:');
for (const file of loginFiles) console.log(row(file, [file]));
console.log(row('total', loginFiles));
console.log('Orders page, its own chunks besides the login load:');
for (const file of ordersOnly.toSorted((a, b) => sizes[b].br - sizes[a].br)) console.log(row(file, [file]));
console.log(
  row(
    'total',
    ordersOnly.filter((file) => file.endsWith('.js')),
  ),
);
console.log('Orders page, all of its first load on a cold cache (index.html included):');
console.log(row('total', ordersPage));

const verdicts = [
  ['login first load', total(loginFiles, 'br'), LOGIN_BUDGET],
  ['orders page first load', total(ordersPage, 'br'), ORDERS_BUDGET],
];
console.log('\nBudgets (brotli, as browsers are sent):');
for (const [label, bytes, budget] of verdicts)
  console.log(`  ${label.padEnd(24)} ${kb(bytes)}   budget ${kb(budget)}   ratio ${(bytes / budget).toFixed(2)}`);

console.log('\nLoaded later, on demand (brotli file):');
for (const chunk of Object.values(manifest)) {
  if (chunk.isDynamicEntry && !ordersFiles.has(chunk.file) && !loginFiles.includes(chunk.file))
    console.log(`  ${chunk.name.padEnd(44)} ${kb(nginxBytes(chunk.file, 'br'))}`);
}
process.exitCode = verdicts.every(([, bytes, budget]) => bytes <= budget) ? 0 : 1;
