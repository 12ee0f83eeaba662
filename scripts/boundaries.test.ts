/**
 * Import boundaries of the architecture: each app is deployed on its own, so its code may only reach what is
 * deployed with it or shared on purpose.
 * - a remote imports its own files, `@tessera/shared` and packages: never another remote, the shell or the server;
 * - the shell never imports a remote (it loads them at run time) or the server;
 * - `shared` never imports a remote, the shell or the server;
 * - the server never imports front-end code: of `shared`, only the contract (`@tessera/shared/contract`).
 * One exception, never deployed: a front-end test (`*.test.ts`, `*.test.tsx`) may start the real server through its
 * test harness (`server/src/test/`, `@tessera/server/test/…`), for what rests on the server's rules.
 *
 * Inside a remote, doors open one way, so that a feature can change without the others: a screen (`src/screens/`)
 * composes features (`src/features/<name>/`), a feature imports none of the others, and what two features share
 * lives below both (`src/common/`). The shell keeps the same doors with its own names: its router (`src/app/`) and
 * entry files compose the rooms (`src/home/`, `src/login/`…), which import none of one another, over `src/common/`.
 * A feature too large for one folder (the editor) keeps the same doors inside: its rooms (sub-features) stand in an
 * order, each importing only rooms below it and each only through its entry (`index.ts`), over the feature's own
 * `common/`; the screen composes the rooms through their entries (`SUB_FEATURES`).
 * And no module imports itself back through others, a lazy `import()` included:
 * such a ring loads in whatever order the first import happens to start it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  domainImports,
  importsOf,
  readTree,
  resolveIn,
  root,
  runtimeImportsOf,
  sourceFiles,
  type Tree,
} from './imports.ts';

/** The area a path of the repository belongs to: 'remotes/tm', 'shell', 'shared', 'server', or another top folder. */
function areaOf(path: string): string {
  const [top, second] = path.split(sep);
  return top === 'remotes' ? `remotes/${second}` : top;
}

const APP_AREA = /^(remotes\/[^/]+|shell|shared|server)$/;

/** Where an import leads: the app area of a relative path or a workspace package; null for anything else (packages, root configs). */
function targetArea(file: string, specifier: string): string | null {
  if (specifier.startsWith('.')) {
    const area = areaOf(relative(root, resolve(root, dirname(file), specifier)));
    return APP_AREA.test(area) ? area : null;
  }
  if (specifier === '@tessera/shared/contract' || specifier.startsWith('@tessera/shared/contract/'))
    return 'shared/contract';
  if (specifier === '@tessera/shared' || specifier.startsWith('@tessera/shared/')) return 'shared';
  if (specifier.startsWith('@tessera/remote-'))
    return `remotes/${specifier.slice('@tessera/remote-'.length).split('/')[0]}`;
  if (specifier === '@tessera/shell' || specifier.startsWith('@tessera/shell/')) return 'shell';
  if (specifier === '@tessera/server' || specifier.startsWith('@tessera/server/')) return 'server';
  return null;
}

/** Whether code of `from` may import code of `to` (both areas). */
export function allowed(from: string, to: string): boolean {
  if (to === from || (to === 'shared/contract' && from === 'shared')) return true;
  if (from.startsWith('remotes/')) return to === 'shared' || to === 'shared/contract';
  if (from === 'shell') return to === 'shared' || to === 'shared/contract';
  if (from === 'shared') return false;
  if (from === 'server') return to === 'shared/contract';
  return true;
}

const SERVER_TEST_HARNESS = join('server', 'src', 'test') + sep;
const TEST_FILE = /\.test\.tsx?$/;

/** Whether `file` is a test that reaches the server's test harness (and nothing else of the server) by `specifier`. */
export function startsRealServer(file: string, specifier: string): boolean {
  if (!TEST_FILE.test(file)) return false;
  if (specifier.startsWith('@tessera/server/')) return specifier.startsWith('@tessera/server/test/');
  return (
    specifier.startsWith('.') && relative(root, resolve(root, dirname(file), specifier)).startsWith(SERVER_TEST_HARNESS)
  );
}

function crossings(dirs: string[]): string[] {
  const found: string[] = [];
  for (const dir of dirs) {
    for (const file of sourceFiles(dir)) {
      const from = areaOf(file);
      for (const specifier of importsOf(readFileSync(join(root, file), 'utf8'))) {
        const to = targetArea(file, specifier);
        if (to === 'server' && startsRealServer(file, specifier)) continue;
        if (to !== null && !allowed(from, to)) found.push(`${file} imports ${specifier} (${from} -> ${to})`);
      }
    }
  }
  return found;
}

const remotes = readdirSync(join(root, 'remotes')).map((name) => `remotes/${name}/src`);

/**
 * Where a file of a remote's `src/` sits: the shared code below the features (0), a feature (1, with its name), the
 * screens that compose them (2), or above them all (3: the exposed modules and the entry files).
 */
export function layerOf(path: string): { rank: number; feature?: string } {
  const [top, name] = path.split('/');
  if (top === 'common') return { rank: 0 };
  if (top === 'features') return { rank: 1, feature: name };
  if (top === 'screens') return { rank: 2 };
  return { rank: 3 };
}

/**
 * Where a file of the shell's `src/` sits: the shared code (0), a room such as the home screen or the login page (1,
 * a feature named by its folder), or the router and the entry files that compose them (3).
 */
export function shellLayerOf(path: string): { rank: number; feature?: string } {
  const [top, ...rest] = path.split('/');
  if (top === 'common') return { rank: 0 };
  if (top === 'app' || rest.length === 0) return { rank: 3 };
  return { rank: 1, feature: top };
}

type Layers = typeof layerOf;

/** Whether a file of a `src/` may import another of the same `src/`: its own feature, or a layer below. */
export function layerAllows(from: string, to: string, layers: Layers = layerOf): boolean {
  const [source, target] = [layers(from), layers(to)];
  if (source.feature !== undefined && target.feature !== undefined) return source.feature === target.feature;
  return target.rank <= source.rank;
}

/** The imports of one `src/` (paths relative to it) that go against its layers. */
export function layerCrossings(tree: Tree, layers: Layers = layerOf): string[] {
  const found: string[] = [];
  for (const [file, source] of Object.entries(tree))
    for (const specifier of importsOf(source)) {
      const target = resolveIn(tree, file, specifier);
      if (target !== null && !layerAllows(file, target, layers)) found.push(`${file} imports ${specifier}`);
    }
  return found;
}

/** The rings of modules that import one another (through static and dynamic imports alike), each sorted. */
export function importCycles(tree: Tree): string[][] {
  const imports = new Map(
    Object.entries(tree).map(([file, source]) => [
      file,
      runtimeImportsOf(source).flatMap((specifier) => resolveIn(tree, file, specifier) ?? []),
    ]),
  );
  // Tarjan's strongly connected components: a component of two files or more, or a file importing itself, is a ring.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const rings: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of imports.get(file)!) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const ring: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      ring.push(member);
    } while (member !== file);
    if (ring.length > 1 || imports.get(file)!.includes(file)) rings.push(ring.sort());
  };
  for (const file of imports.keys()) if (!index.has(file)) visit(file);
  return rings;
}

/**
 * The features of a remote that are split into rooms (sub-features), by their folder in the remote's `src/`: the
 * folders that all rooms may use (`shared`: the feature's `common/` and its catalogs), and the rooms from the lowest
 * up. A room may import a room below it, and only through that room's entry (`index.ts`); never one above it, so
 * that doors open one way. Anything outside the feature (the screen) reaches a room through its entry too.
 */
export type SubFeatures = { shared: string[]; rooms: string[] };

export const SUB_FEATURES: Record<string, Record<string, SubFeatures>> = {
  'remotes/documents/src': {
    'features/editor': {
      shared: ['common', 'locales'],
      rooms: [
        // the spell checking of a target, and suggestions for a misspelt word (also in the QA report)
        'spelling',
        // the open segment's target: the editable text with its inline codes
        'target',
        // the matches and term hits of segments, looked up ahead of the translator
        'lookup',
        // the offer to fill a confirmed segment's repetitions
        'repetition',
        // the memories and glossaries a document uses, and its match settings
        'links',
        // the side panel and its tabs: matches, concordance, terms, QA, history, comments
        'panel',
        // the question before confirming a segment with QA errors
        'qa',
        // the filter bar, find and replace
        'find',
        // the preview of the translated document
        'preview',
        // the workflow bar: the document's step, review verdicts and notes
        'workflow',
        // the list of shortcuts
        'help',
        // who else has the document open, and their changes as they come
        'live',
        // the grid of segments: opening, keys, saving a segment when it is left, its details
        'grid',
      ],
    },
  },
};

const ENTRY = 'index.ts';

/** Where a file of a feature stands among its rooms (paths relative to the remote's `src/`). */
function standingIn(
  path: string,
  feature: string,
  layout: SubFeatures,
): { room?: string; rank?: number; shared?: boolean; loose?: boolean } | null {
  if (!path.startsWith(`${feature}/`)) return null;
  const parts = path.slice(feature.length + 1).split('/');
  if (parts.length === 1) return { loose: true };
  if (layout.shared.includes(parts[0])) return { shared: true };
  const rank = layout.rooms.indexOf(parts[0]);
  return rank < 0 ? { loose: true } : { room: parts[0], rank };
}

/**
 * The imports of one `src/` (paths relative to it) that go against the rooms of `feature`: into a room's insides
 * from outside it, from a room to one not below it, from the feature's shared folders to a room; and the feature's
 * files that stand in no room and no shared folder.
 */
export function roomCrossings(tree: Tree, feature: string, layout: SubFeatures): string[] {
  const found: string[] = [];
  for (const [file, source] of Object.entries(tree)) {
    const from = standingIn(file, feature, layout);
    if (from?.loose) found.push(`${file} stands in no room`);
    for (const specifier of importsOf(source)) {
      const target = resolveIn(tree, file, specifier);
      const to = target === null ? null : standingIn(target, feature, layout);
      if (to === null || to.room === undefined || to.room === from?.room) continue;
      const throughEntry = target === `${feature}/${to.room}/${ENTRY}`;
      const downward = from === null || (from.rank !== undefined && from.rank > to.rank!);
      if (!throughEntry || !downward) found.push(`${file} imports ${specifier}`);
    }
  }
  return found;
}

/** The pairs of server domains that import each other (domainImports), each as `a <-> b` and the imports. */
export function twoWayDomains(tree: Tree): string[] {
  const arrows = domainImports(tree);
  const pairs: string[] = [];
  for (const [key, files] of arrows) {
    const [from, to] = key.split(' -> ');
    const back = arrows.get(`${to} -> ${from}`);
    if (back !== undefined && from < to) pairs.push([`${from} <-> ${to}`, ...files, ...back].join('\n  '));
  }
  return pairs.sort();
}

/**
 * Server domains that still import each other, each to become one-way: the list only shrinks (a pair taken apart
 * must leave it, and a new pair fails the test).
 */
const STILL_TWO_WAY: string[] = [];

describe('import boundaries', () => {
  it('reads static, dynamic and side-effect imports and re-exports', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from '@tessera/shared/contract';",
      "export { c } from '../c.ts';",
      "import './styles.css';",
      "const d = await import('../../documents/src/d.ts');",
    ].join('\n');
    expect(importsOf(source)).toEqual([
      './a.ts',
      '@tessera/shared/contract',
      '../c.ts',
      './styles.css',
      '../../documents/src/d.ts',
    ]);
  });

  it('allows only the arrows of the architecture', () => {
    expect(allowed('remotes/tm', 'shared')).toBe(true);
    expect(allowed('remotes/tm', 'remotes/documents')).toBe(false);
    expect(allowed('remotes/tm', 'shell')).toBe(false);
    expect(allowed('shell', 'remotes/tm')).toBe(false);
    expect(allowed('shared', 'shell')).toBe(false);
    expect(allowed('server', 'shared')).toBe(false);
    expect(allowed('server', 'shared/contract')).toBe(true);
  });

  it('lets front-end tests alone start the real server, through its test harness alone', () => {
    const screenTest = join('remotes', 'documents', 'src', 'Screen.test.tsx');
    expect(startsRealServer(screenTest, '@tessera/server/test/real-api')).toBe(true);
    expect(startsRealServer(screenTest, '../../../server/src/test/harness.ts')).toBe(true);
    expect(startsRealServer(screenTest, '@tessera/server/documents/routes')).toBe(false);
    expect(startsRealServer(screenTest, '../../../server/src/app.ts')).toBe(false);
    expect(startsRealServer(join('remotes', 'documents', 'src', 'Screen.tsx'), '@tessera/server/test/real-api')).toBe(
      false,
    );
  });

  it('holds in every remote, the shell, shared and the server', () => {
    expect(crossings([...remotes, 'shell/src', 'shared/src', 'server/src'])).toEqual([]);
  });

  it('refuses a feature importing another feature, or anything importing a layer above it', () => {
    const remote: Tree = {
      'expose/Screen.tsx': "const Screen = lazy(() => import('../screens/EditorScreen.tsx'));",
      'screens/EditorScreen.tsx': [
        "import { Grid } from '../features/editor/Grid.tsx';",
        "import { Breadcrumb } from '../features/project/Breadcrumb.tsx';",
      ].join('\n'),
      'features/editor/Grid.tsx': [
        "import { recordsKey } from '../../common/queries.ts';",
        "import { Row } from './Row.tsx';",
        "import { projectPath } from '../project/paths.ts';",
      ].join('\n'),
      'features/editor/Row.tsx': "import type { Draft } from '../documents/drafts.ts';",
      'features/project/Breadcrumb.tsx': "const screen = () => import('../../screens/EditorScreen.tsx');",
      'features/project/paths.ts': '',
      'features/documents/drafts.ts': '',
      'common/queries.ts': "export { Grid } from '../features/editor/Grid.tsx';",
    };
    expect(layerCrossings(remote)).toEqual([
      'features/editor/Grid.tsx imports ../project/paths.ts',
      'features/editor/Row.tsx imports ../documents/drafts.ts',
      'features/project/Breadcrumb.tsx imports ../../screens/EditorScreen.tsx',
      'common/queries.ts imports ../features/editor/Grid.tsx',
    ]);
  });

  it('refuses a ring of imports, one made through a lazy import() too; a type import alone is no ring', () => {
    const tree: Tree = {
      'editor/RepetitionOffer.tsx': "const Bar = lazy(() => import('./RepetitionOfferBar.tsx'));",
      'editor/RepetitionOfferBar.tsx': "import { KEYS } from './RepetitionOffer.tsx';",
      'editor/SidePanel.tsx': "import { tabs } from './tabs.ts';",
      'editor/tabs.ts': "import type { Props } from './SidePanel.tsx';",
      'editor/self.ts': "export * from './self.ts';",
    };
    expect(importCycles(tree)).toEqual([
      ['editor/RepetitionOffer.tsx', 'editor/RepetitionOfferBar.tsx'],
      ['editor/self.ts'],
    ]);
  });

  it('holds the layers of every remote', () => {
    expect(remotes.flatMap((src) => layerCrossings(readTree([src], src)).map((found) => `${src}/${found}`))).toEqual(
      [],
    );
  });

  it("refuses a feature's room reached past its entry, a room importing one above it, and a file in no room", () => {
    const layout: SubFeatures = { shared: ['common'], rooms: ['target', 'panel', 'grid'] };
    const remote: Tree = {
      'screens/EditorScreen.tsx': [
        "import { Grid } from '../features/editor/grid/index.ts';",
        "import { Row } from '../features/editor/grid/Row.tsx';",
        "import { drafts } from '../features/editor/common/drafts.ts';",
      ].join('\n'),
      'features/editor/grid/index.ts': "export { Grid } from './Grid.tsx';",
      'features/editor/grid/Grid.tsx': [
        "import { Row } from './Row.tsx';",
        "import { TargetEditor } from '../target/index.ts';",
        "import { Tab } from '../panel/Tab.tsx';",
      ].join('\n'),
      'features/editor/grid/Row.tsx': "import { drafts } from '../common/drafts.ts';",
      'features/editor/target/index.ts': "export const loadTarget = () => import('./TargetEditor.tsx');",
      'features/editor/target/TargetEditor.tsx': "import type { Grid } from '../grid/index.ts';",
      'features/editor/panel/index.ts': "export { Tab } from './Tab.tsx';",
      'features/editor/panel/Tab.tsx': "import { TargetEditor } from '../target/index.ts';",
      'features/editor/common/drafts.ts': "import { Tab } from '../panel/index.ts';",
      'features/editor/loose.ts': '',
    };
    expect(roomCrossings(remote, 'features/editor', layout)).toEqual([
      'screens/EditorScreen.tsx imports ../features/editor/grid/Row.tsx',
      'features/editor/grid/Grid.tsx imports ../panel/Tab.tsx',
      'features/editor/target/TargetEditor.tsx imports ../grid/index.ts',
      'features/editor/common/drafts.ts imports ../panel/index.ts',
      'features/editor/loose.ts stands in no room',
    ]);
  });

  it('holds the rooms of every feature split into rooms, each of its folders one of them', () => {
    const found = Object.entries(SUB_FEATURES).flatMap(([src, features]) =>
      Object.entries(features).flatMap(([feature, layout]) => {
        const folders = readdirSync(join(root, src, feature), { withFileTypes: true })
          .filter((entry) => entry.isDirectory() && ![...layout.shared, ...layout.rooms].includes(entry.name))
          .map((entry) => `${src}/${feature}/${entry.name}/ is in no list of rooms`);
        return [
          ...folders,
          ...roomCrossings(readTree([src], src), feature, layout).map((crossing) => `${src}/${crossing}`),
        ];
      }),
    );
    expect(found).toEqual([]);
  });

  it('refuses a room of the shell importing another room, or the router', () => {
    const shell: Tree = {
      'bootstrap.tsx': "const { InviteScreen } = await import('./invite/InviteScreen.tsx');",
      'app/router.tsx': [
        "import { Layout } from '../layout/Layout.tsx';",
        "const home = () => import('../home/HomeScreen.tsx');",
      ].join('\n'),
      'app/DataLayer.tsx': '',
      'layout/Layout.tsx': [
        "import { routeNameOf } from '../common/routes.ts';",
        "const DataLayer = lazy(() => import('../app/DataLayer.tsx'));",
      ].join('\n'),
      'home/HomeScreen.tsx': "import { RemoteBoundary } from '../remotes/RemoteBoundary.tsx';",
      'remotes/RemoteBoundary.tsx': "import { logError } from '../common/errors.ts';",
      'invite/InviteScreen.tsx': "import { SignedOutPage } from '../login/SignedOutPage.tsx';",
      'login/SignedOutPage.tsx': '',
      'common/routes.ts': "import type { Props } from '../home/HomeScreen.tsx';",
      'common/errors.ts': '',
    };
    expect(layerCrossings(shell, shellLayerOf)).toEqual([
      'layout/Layout.tsx imports ../app/DataLayer.tsx',
      'home/HomeScreen.tsx imports ../remotes/RemoteBoundary.tsx',
      'invite/InviteScreen.tsx imports ../login/SignedOutPage.tsx',
      'common/routes.ts imports ../home/HomeScreen.tsx',
    ]);
  });

  it('holds the layers of the shell', () => {
    expect(layerCrossings(readTree(['shell/src'], 'shell/src'), shellLayerOf)).toEqual([]);
  });

  it('finds no ring of imports in any remote, the shell, shared or the server', () => {
    expect(importCycles(readTree([...remotes, 'shell/src', 'shared/src', 'server/src']))).toEqual([]);
  });

  it('refuses two server domains importing each other, lazily too; tests and type imports do not count', () => {
    const server: Tree = {
      'app.ts': "import { documentRoutes } from './documents/routes.ts';\nimport { tmRoutes } from './tm/routes.ts';",
      'documents/routes.ts': "import { mayChange } from '../assignments/step-guard.ts';",
      'documents/repository.ts': "import type { Db } from '../db/database.ts';",
      'assignments/step-guard.ts': "const { findDocument } = await import('../documents/repository.ts');",
      'tm/routes.ts': "import { findDocument } from '../documents/repository.ts';",
      'documents/links.ts': "import type { TmRow } from '../tm/routes.ts';",
      'documents/links.test.ts': "import { tmRoutes } from '../tm/routes.ts';",
      'documents/tm.test-helper.ts': "import { tmRoutes } from '../tm/routes.ts';",
      'db/database.ts': "import type { Database } from './schema.ts';",
      'db/schema.ts': "import type { DocumentsTables } from '../documents/tables.ts';",
      'documents/tables.ts': '',
    };
    expect(twoWayDomains(server)).toEqual([
      [
        'assignments <-> documents',
        'assignments/step-guard.ts imports ../documents/repository.ts',
        'documents/routes.ts imports ../assignments/step-guard.ts',
      ].join('\n  '),
    ]);
  });

  it('finds no two server domains importing each other but the pairs still being taken apart', () => {
    const pairs = twoWayDomains(readTree(['server/src'], 'server/src')).map((pair) => pair.split('\n')[0]);
    expect(pairs).toEqual(STILL_TWO_WAY);
  });
});
