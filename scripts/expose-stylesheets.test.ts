/**
 * A remote whose exposed modules each import a stylesheet of their own code (remotes/<name>/src/expose/*.css) gets
 * a utility only where that sheet's `@source` lines name the file using it: the composed app styles a screen with
 * the shell's sheet and the one its exposed module imports. So every module an exposed module reaches, through
 * static or lazy imports, must be one its sheet scans; one left out loses every utility the shell's sheet lacks
 * (the project page's two columns did).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const rootDir = join(import.meta.dirname, '..');

/** Each exposed module with the sheet it imports: remotes/<name>/src/expose/<Module>.tsx and its ./<sheet>.css. */
function exposedSheets(): { module: string; sheet: string }[] {
  return readdirSync(join(rootDir, 'remotes')).flatMap((remote) => {
    const folder = join(rootDir, 'remotes', remote, 'src', 'expose');
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .filter((file) => file.endsWith('.tsx'))
      .flatMap((file) => {
        const module = join(folder, file);
        const sheet = readFileSync(module, 'utf8').match(/^import '(\.\/[^']+\.css)';/m)?.[1];
        return sheet ? [{ module, sheet: join(folder, sheet) }] : [];
      });
  });
}

/** Relative imports that bring code: `from './x.tsx'` (an export's too) and `import('./x.tsx')`, not `import type`. */
const codeImport = /^(?:import|export) (?!type )[^;]*?from '(\.{1,2}\/[^']+)'|import\('(\.{1,2}\/[^']+)'\)/gm;

/** The source files a module reaches through its relative imports, itself included. */
function reachedFrom(module: string): Set<string> {
  const reached = new Set<string>();
  const visit = (file: string) => {
    if (reached.has(file) || !/\.tsx?$/.test(file)) return;
    reached.add(file);
    for (const [, staticPath, lazyPath] of readFileSync(file, 'utf8').matchAll(codeImport))
      visit(resolve(dirname(file), (staticPath ?? lazyPath)!));
  };
  visit(module);
  return reached;
}

/** The files and folders a sheet's `@source` lines name. */
const scannedBy = (sheet: string) =>
  [...readFileSync(sheet, 'utf8').matchAll(/^@source "([^"]+)";/gm)].map(([, path]) => resolve(dirname(sheet), path!));

const covers = (scanned: string, file: string) => file === scanned || file.startsWith(`${scanned}/`);

describe("exposed modules' own stylesheets", () => {
  const sheets = exposedSheets();

  it('are found (the documents remote splits its sheet by exposed module)', () => {
    expect(sheets.map(({ sheet }) => relative(rootDir, sheet))).toContain('remotes/documents/src/expose/screen.css');
  });

  it.each(sheets.map(({ module, sheet }) => [relative(rootDir, sheet), module]))(
    '%s scans every module its exposed module reaches',
    (sheet, module) => {
      const scanned = scannedBy(join(rootDir, sheet));
      const unscanned = [...reachedFrom(module)].filter((file) => !scanned.some((path) => covers(path, file)));
      expect(unscanned.map((file) => relative(rootDir, file))).toEqual([]);
    },
  );
});
