#!/usr/bin/env node
/**
 * Fails when a module of the workspace imports itself through others, and lists each cycle. Type-only imports count
 * (`import type` too): a cycle of types still ties the modules together, and becomes a cycle at run time the day one
 * of its imports starts carrying a value. Dynamic `import()`s count as well.
 *
 * dpdm parses each file with TypeScript and resolves its imports as the compiler does (relative paths, tsconfig
 * paths, the workspace packages through node_modules), so a cycle that crosses packages is found too. Usage:
 * `node scripts/checkImportCycles.mjs`; exit 1 with the cycles, 0 without.
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

import { parseCircular, parseDependencyTree } from 'dpdm';

import { root } from './pnpm.mjs';

/** The workspace's source: each server's and the web's, and the shared schema package (rules and generated enums). */
export const SOURCES = [
  'gateway/src/**/*.{ts,tsx,mts}',
  'rest-api/src/**/*.{ts,tsx,mts}',
  'server-core/src/**/*.{ts,tsx,mts}',
  'web/src/**/*.{ts,tsx,mts}',
  'schema/**/*.{ts,mts}',
];

/** The import cycles among SOURCES, each as the paths (from the repository's root) of the modules around it. */
export async function importCycles() {
  const tree = await parseDependencyTree(SOURCES, {
    cwd: root,
    context: root,
    // Installed packages and build output are read as leaves: their own imports are not the workspace's.
    exclude: /(^|\/)(node_modules|dist)\//,
    // false: keep the types. true would compile each file to JavaScript first, dropping its type-only imports.
    transform: false,
    skipDynamicImports: false,
  });
  return parseCircular(tree);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const cycles = await importCycles();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (cycles.length === 0) {
    console.log(`No import cycle (type-only imports included), ${seconds} s.`);
  } else {
    console.error(`${cycles.length} import cycle(s), type-only imports included (${seconds} s):`);
    for (const [index, cycle] of cycles.entries()) console.error(`  ${index + 1}) ${[...cycle, cycle[0]].join(' → ')}`);
    console.error('Break each: move what both sides need to a module neither imports, or import the narrower thing.');
    process.exitCode = 1;
  }
}
