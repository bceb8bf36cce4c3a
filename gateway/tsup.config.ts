import { defineConfig } from 'tsup';

export default defineConfig({
  // check-upstream runs from the image too: node dist/checkUpstream.js <url>
  entry: ['src/main.ts', 'src/checkUpstream.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  // The shared rules are TypeScript source: bundle them instead of resolving them at run time.
  noExternal: [/^@backoffice\//],
});
