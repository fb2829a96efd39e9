// Bundles the extension and vscode-languageclient into dist/extension.js with esbuild.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const production = !process.argv.includes('--dev');

await build({
  absWorkingDir: root,
  entryPoints: ['src/extension.ts'],
  outfile: 'dist/extension.js',
  bundle: true,
  platform: 'node',
  format: 'cjs',
  // The extension host of VS Code 1.91 (the oldest this supports) runs Node.js 20.
  target: 'node20',
  external: ['vscode'],
  minify: production,
  sourcemap: production ? false : 'inline',
  logLevel: 'warning',
});
console.log(`built dist/extension.js (${production ? 'production' : 'dev'})`);
