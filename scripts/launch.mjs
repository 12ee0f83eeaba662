/**
 * `node scripts/launch.mjs <script.ts> [args...]`: what `npm start` and `npm test` run. Our scripts are TypeScript
 * that Node runs by stripping the types, which an older Node cannot do: it stops at the first `.ts` import with
 * ERR_UNKNOWN_FILE_EXTENSION, which says nothing about the cause. Plain JavaScript that any Node can read checks
 * the version first, then runs the script in this same process (its arguments, stdio and exit code unchanged).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [major, minor] = process.versions.node.split('.').map(Number);
// Type stripping is on by default from 22.18 on the 22 line and from 23.6 on the 23 line; react-router, which the
// tests and builds load, needs 22.22 on the 22 line.
const supported = major > 23 || (major === 23 && minor >= 6) || (major === 22 && minor >= 22);
if (!supported) {
  console.error(
    `Tessera needs Node.js >= 22.22 (24 LTS recommended), this is ${process.versions.node}: ` +
      'run `nvm install` in the project folder (it reads .nvmrc) or get Node 24 from https://nodejs.org/.',
  );
  process.exit(1);
}

const script = process.argv[2];
if (!script) {
  console.error('usage: node scripts/launch.mjs <script.ts> [args...]');
  process.exit(2);
}
// The script sees the arguments as if it had been started itself: argv[1] is the script, argv[2...] its own.
process.argv.splice(1, 1);
await import(pathToFileURL(resolve(script)).href);
