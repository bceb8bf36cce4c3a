#!/usr/bin/env node
// Every repository path the documentation names exists: README.md, docs/*.md and bench/README.md.
// `node scripts/checkDocPaths.mjs` lists each path that does not exist (file:line, the path, why) and exits 1;
// it first checks the rule itself on made-up documents (`--self-test`: only that). No dependencies.
//
// The rule, kept simple on purpose:
// 1. Candidates are inline code spans (`…`) and the targets of Markdown links ([…](…)); fenced code blocks are skipped.
// 2. A code span is a path only when it contains a `/` and nothing but path characters (letters, digits, `.`, `_`,
//    `-`, `/` and the template marks `< > { } * …`): `GET /orders`, `redis://…` or `?page=999` never are.
//    Skipped as not naming a file of the repository: a span starting with `/` (an address or an absolute path),
//    `./` or `../` (relative to a working directory, or outside the repository), `@` (a package name), and any
//    path with a segment in RUNTIME (folders that builds and runs create: `data/`, `dist/`, …).
// 3. A full path starts with an entry of the repository's root (`gateway/src/core/metrics.ts`, `.ci/run`,
//    `testLimits.ts`) and must exist from the root.
// 4. A short path starts otherwise (`core/metrics.ts`, `ui/listParams.ts`, `src/pgliteCopies.ts`,
//    `tests/auth.spec.ts`), as the docs write a path within the package or layer the sentence is about. It is checked
//    only when it ends with `/` or a file extension (so `zod/mini` or `ui/DateRangeFilter` are not), and must exist
//    under the document's own folder or under at least one of SHORT_PATH_BASES.
// 5. A template (`rest-api/src/<domain>/`, `web/src/**/*.graphql`, `migrations/*.sql`) is checked up to the segment
//    before its first template mark: that folder must exist.
// 6. A link target that is not a URL (`http:`, `https:`, `mailto:`) is resolved from the document's folder and must
//    exist; its `#anchor`, on a Markdown file or alone, must be the GitHub anchor of one of that file's headings.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Folders that installs, builds and runs create: never named as part of the repository. */
const RUNTIME = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report', 'coverage', '.git']);

/** Where a short path may be written from: each package, its sources and tests, and the web's feature folders. */
export const SHORT_PATH_BASES = [
  'schema',
  'server-core',
  'server-core/src',
  'rest-api',
  'rest-api/src',
  'rest-api/test',
  'gateway',
  'gateway/src',
  'gateway/test',
  'web',
  'web/src',
  'web/src/features',
  'e2e',
  'bench',
  'docker',
];

const PATH_SPAN = /^[\w.\-/<>{}*…]+$/;
const TEMPLATE_MARK = /[<>{}*…]/;

/** GitHub's anchor of a heading: lower case, marks other than `-` and `_` dropped, spaces as `-`. */
export function slug(heading) {
  return heading
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown text's headings (a repeated heading gets `-1`, `-2`…, as on GitHub). */
export function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  for (const [, heading] of withoutFences(markdown).matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** The text with every fenced code block blanked (its lines kept, so line numbers still hold). */
function withoutFences(markdown) {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ''));
}

const lineAt = (text, index) => text.slice(0, index).split('\n').length;

/** The part of a path to check: up to the segment before its first template mark ('' when nothing is left). */
function checkedPart(path) {
  const segments = path.split('/');
  const firstTemplate = segments.findIndex((segment) => TEMPLATE_MARK.test(segment));
  if (firstTemplate === -1) return path.replace(/\/$/, '');
  return segments.slice(0, firstTemplate).join('/');
}

/**
 * The problems of one document, as `{ line, path, reason }`. Pure: `exists(repoPath)` answers whether a path
 * (relative to the repository's root, `/`-separated) exists, `rootEntries` are the names at the root, and
 * `anchorsIn(repoPath)` gives a Markdown file's heading anchors.
 */
export function problemsIn(markdown, docPath, { exists, rootEntries, anchorsIn }) {
  const text = withoutFences(markdown);
  const docFolder = posix.dirname(docPath) === '.' ? '' : posix.dirname(docPath);
  const problems = [];
  const report = (index, path, reason) => problems.push({ line: lineAt(text, index), path, reason });

  for (const match of text.matchAll(/(`+)([^`]+?)\1/g)) {
    const span = match[2].trim();
    if (!span.includes('/') || !PATH_SPAN.test(span)) continue;
    if (/^(\/|\.\.?\/|@)/.test(span)) continue;
    const segments = span.split('/');
    if (segments.some((segment) => RUNTIME.has(segment))) continue;
    const part = checkedPart(span);
    if (part === '') continue;
    if (rootEntries.has(segments[0])) {
      if (!exists(part)) report(match.index, span, 'does not exist');
      continue;
    }
    const last = segments.at(-1);
    if (!span.endsWith('/') && !/\.\w+$/.test(last)) continue;
    const bases = [docFolder, ...SHORT_PATH_BASES];
    if (!bases.some((base) => exists(base ? `${base}/${part}` : part))) {
      report(match.index, span, `is under none of: ${[...new Set(bases)].map((base) => `${base || '.'}/`).join(' ')}`);
    }
  }

  for (const match of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = match[1];
    if (/^(https?|mailto):/.test(target)) continue;
    const [file, anchor] = target.split('#');
    const repoPath = file ? posix.normalize(posix.join(docFolder, decodeURIComponent(file))) : docPath;
    if (repoPath.startsWith('..')) {
      report(match.index, target, 'leaves the repository');
      continue;
    }
    if (!exists(repoPath)) {
      report(match.index, target, 'does not exist');
      continue;
    }
    if (anchor !== undefined && repoPath.endsWith('.md') && !anchorsIn(repoPath).has(anchor)) {
      report(match.index, target, `has no heading with the anchor #${anchor}`);
    }
  }
  return problems;
}

/**
 * The documents checked, relative to the root: README.md, docs/*.md, bench/README.md. Not docker/README.md: it names
 * files the reader creates (`docker/.env`).
 */
export function documents(root = repoRoot) {
  const docs = existsSync(join(root, 'docs'))
    ? readdirSync(join(root, 'docs'))
        .filter((name) => name.endsWith('.md'))
        .sort()
        .map((name) => `docs/${name}`)
    : [];
  return ['README.md', ...docs, 'bench/README.md'].filter((doc) => existsSync(join(root, doc)));
}

/** Every problem of every document under `root`, as `{ doc, line, path, reason }`. */
export function checkDocPaths(root = repoRoot) {
  const rootEntries = new Set(readdirSync(root).filter((name) => !RUNTIME.has(name)));
  const exists = (path) => existsSync(join(root, path));
  const anchorsIn = (path) => anchorsOf(readFileSync(join(root, path), 'utf8'));
  return documents(root).flatMap((doc) =>
    problemsIn(readFileSync(join(root, doc), 'utf8'), doc, { exists, rootEntries, anchorsIn }).map((problem) => ({
      doc,
      ...problem,
    })),
  );
}

/** The rule applied to made-up documents: throws on the first answer that differs from the expected one. */
function selfTest() {
  const files = new Set([
    'README.md',
    'docs/a.md',
    'gateway/src/core/metrics.ts',
    'web/src/ui/listParams.ts',
    'server-core/src/pgliteCopies.ts',
    'rest-api/src',
    'rest-api/migrations',
  ]);
  const fakeFs = {
    exists: (path) => [...files].some((file) => file === path || file.startsWith(`${path}/`)),
    rootEntries: new Set(['README.md', 'docs', 'gateway', 'web', 'server-core', 'rest-api']),
    anchorsIn: (path) => anchorsOf(path === 'docs/a.md' ? "# A\n\n## The gateway's store\n" : '# Read me\n'),
  };
  const doc = [
    'Fine: `gateway/src/core/metrics.ts`, `ui/listParams.ts`, `src/pgliteCopies.ts`, `rest-api/src/<domain>/`,',
    '`migrations/*.sql`, `GET /orders/{id}`, `CI/{year}/{0001…}`, `zod/mini`, `./data`, `data/gateway/`, `/dashboard/x`,',
    '[a](a.md#the-gateways-store), [top](../README.md#read-me), [web](https://example.com/x.md).',
    '```sh',
    'cat gateway/src/core/gone.ts `gateway/src/core/gone.ts`',
    '```',
    'Stale: `gateway/src/core/gone.ts`, `ui/phoneText.ts`, `web/src/<area>/x/` is fine, `gone/<x>.ts`,',
    '[b](b.md), [a](a.md#nowhere), [up](../../x.md).',
  ].join('\n');
  const got = problemsIn(doc, 'docs/guide.md', fakeFs).map(({ line, path }) => `${line} ${path}`);
  const expected = [
    '7 gateway/src/core/gone.ts',
    '7 ui/phoneText.ts',
    '7 gone/<x>.ts',
    '8 b.md',
    '8 a.md#nowhere',
    '8 ../../x.md',
  ];
  if (JSON.stringify(got) !== JSON.stringify(expected)) {
    throw new Error(`self-test: expected ${JSON.stringify(expected)}, got ${JSON.stringify(got)}`);
  }
  if (slug("Running against the company's REST API") !== 'running-against-the-companys-rest-api') {
    throw new Error('self-test: slug');
  }
  console.log('checkDocPaths self-test: ok');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // The rule is checked first (it is cheap), so a broken rule cannot pass every document.
  selfTest();
  if (!process.argv.includes('--self-test')) {
    const problems = checkDocPaths();
    for (const { doc, line, path, reason } of problems) console.error(`${doc}:${line}: ${path} ${reason}`);
    const checked = documents().map((doc) => relative(repoRoot, join(repoRoot, doc)));
    if (problems.length > 0) {
      console.error(`${problems.length} path(s) named in the docs do not exist (checked ${checked.join(', ')})`);
      process.exitCode = 1;
    } else {
      console.log(`Every path named in ${checked.join(', ')} exists.`);
    }
  }
}
