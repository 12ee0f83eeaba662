/**
 * Every error the server answers with carries a stable code (errors.ts): clients translate by it, so each one is
 * written as a literal where the error is raised, in snake_case, and means one thing. This scans the server's
 * sources for the places that raise or build error answers (`new HttpError(`, `foundOr404(`, `requirePathId(`,
 * `errorBody(`) and holds them to that: a code that is not a literal (or a `?:` between literals), one that is not
 * snake_case, a code given to two messages that say different things, and a message given two codes all fail.
 * Messages are compared by their fixed text, a `${…}` in a template standing for any value; a message the scan
 * cannot read (a variable, another error's message) is not compared. The front end's words for the codes
 * (shared/src/api-errors) are held to the same: a code it words is one the server answers with, in the same English.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseSync, Visitor } from 'oxc-parser';
import { describe, expect, it } from 'vitest';

const serverSrc = join(import.meta.dirname, '..');
/** The front end's English words for the codes it translates (`glossary_not_found` under `glossaryNotFound`). */
const clientCatalog = join(serverSrc, '..', '..', 'shared', 'src', 'api-errors', 'locales', 'en', 'api-errors.arb');

/** Snake_case words: `glossary_not_found`. */
const CODE = /^[a-z]+(_[a-z0-9]+)*$/;

/**
 * Codes whose messages differ from one place to another on purpose: the message says precisely what is wrong,
 * the code only the kind of problem. A client cannot put words of its own on these; it shows the server's message.
 */
const GENERIC_CODES: Record<string, string> = {
  invalid_request: 'a request that does not fit what the endpoint takes; the message and details name the field',
  invalid_pattern: 'a search or find pattern that cannot be used; the message says why',
  multipart_expected: 'an upload not sent as multipart/form-data; the message names what to send',
  file_part_missing: 'an upload without its "file" part; the message names what to send',
  not_found: 'no such path: the message names the method and path when it can',
};

/** Where errors.ts passes on a code it was given, or one Fastify's status names: no literal to check there. */
const FORWARDED = new Set(['code', 'error.code', "CLIENT_ERROR_CODES[status] ?? 'bad_request'"]);

// oxc's ESTree nodes, as far as this scan reads them.
type Node = { type: string; start: number; end: number; [key: string]: unknown };
const child = (node: Node, key: string) => node[key] as Node;

/** A message or code as the scan reads it: one or more texts (a `?:` gives two), or undefined when not readable. */
type Texts = string[] | undefined;

interface Site {
  where: string;
  /** The code expression's source, and its literal values (undefined when it is not literals). */
  codeSource: string;
  codes: Texts;
  /** The message's fixed texts, `{}` for each interpolated value; paired with `codes` when both are `?:`. */
  messages: Texts;
  pairedTest: boolean;
}

const unwrap = (node: Node): Node =>
  node.type === 'ParenthesizedExpression' || node.type === 'TSAsExpression' || node.type === 'TSNonNullExpression'
    ? unwrap(child(node, 'expression'))
    : node;

function sourceFiles(): string[] {
  return readdirSync(serverSrc, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.endsWith('.d.ts'))
    .map((path) => join(serverSrc, path));
}

/** The string constants declared at the top of each file: `const TOO_MANY = 'Too many …'`. */
function topLevelConstants(program: Node, read: (node: Node) => Texts): Map<string, Texts> {
  const constants = new Map<string, Texts>();
  for (const statement of program.body as Node[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? child(statement, 'declaration') : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const id = child(declarator, 'id');
      const init = declarator.init as Node | null;
      if (id.type === 'Identifier' && init) constants.set(id.name as string, read(init));
    }
  }
  return constants;
}

/** Every place of the server's sources that raises or builds an error answer. */
function errorSites(): Site[] {
  const parsed = sourceFiles().map((file) => {
    const source = readFileSync(file, 'utf8');
    return { file, source, program: parseSync(file, source).program as unknown as Node };
  });
  const everywhere = new Map<string, Texts[]>();
  const sites: Site[] = [];
  const byFile = parsed.map(({ file, source, program }) => {
    let local = new Map<string, Texts>();
    const staticText = (expression: Node): Texts => {
      const node = unwrap(expression);
      switch (node.type) {
        case 'Literal':
          return typeof node.value === 'string' ? [node.value] : undefined;
        case 'TemplateLiteral':
          return [(node.quasis as Node[]).map((quasi) => (quasi.value as { cooked: string }).cooked).join('{}')];
        case 'BinaryExpression': {
          const [left, right] = [staticText(child(node, 'left')), staticText(child(node, 'right'))];
          return node.operator === '+' && left?.length === 1 && right?.length === 1
            ? [left[0]! + right[0]!]
            : undefined;
        }
        case 'ConditionalExpression': {
          const [yes, no] = [staticText(child(node, 'consequent')), staticText(child(node, 'alternate'))];
          return yes && no ? [...yes, ...no] : undefined;
        }
        case 'Identifier': {
          const name = node.name as string;
          if (local.has(name)) return local.get(name);
          const found = everywhere.get(name);
          // A constant of another module, when its name tells it apart.
          return found?.length === 1 ? found[0] : undefined;
        }
        case 'CallExpression': {
          // `…`.trim()
          const callee = unwrap(child(node, 'callee'));
          if (callee.type === 'MemberExpression' && (child(callee, 'property').name as string) === 'trim')
            return staticText(child(callee, 'object'));
          return undefined;
        }
        default:
          return undefined;
      }
    };
    const literals = (expression: Node): Texts => {
      const node = unwrap(expression);
      if (node.type === 'Literal') return typeof node.value === 'string' ? [node.value] : undefined;
      if (node.type !== 'ConditionalExpression') return undefined;
      const [yes, no] = [literals(child(node, 'consequent')), literals(child(node, 'alternate'))];
      return yes && no ? [...yes, ...no] : undefined;
    };
    local = topLevelConstants(program, (init) => {
      const node = unwrap(init);
      return node.type === 'Literal' || node.type === 'TemplateLiteral' || node.type === 'BinaryExpression'
        ? staticText(node)
        : undefined;
    });
    for (const [name, texts] of local) everywhere.set(name, [...(everywhere.get(name) ?? []), texts]);
    return { file, source, program, staticText, literals };
  });
  for (const { file, source, program, staticText, literals } of byFile) {
    const add = (node: Node, code: Node | undefined, message: Node | undefined) => {
      const where = `${relative(serverSrc, file)}:${source.slice(0, node.start).split('\n').length}`;
      const codeNode = code && unwrap(code);
      const messageNode = message && unwrap(message);
      const pairedTest =
        codeNode?.type === 'ConditionalExpression' &&
        messageNode?.type === 'ConditionalExpression' &&
        source.slice(child(codeNode, 'test').start, child(codeNode, 'test').end) ===
          source.slice(child(messageNode, 'test').start, child(messageNode, 'test').end);
      sites.push({
        where,
        codeSource: code ? source.slice(code.start, code.end) : '',
        codes: code && literals(code),
        messages: message && staticText(message),
        pairedTest,
      });
    };
    new Visitor({
      NewExpression(node) {
        const callee = node.callee as unknown as Node;
        const args = node.arguments as unknown as Node[];
        if (callee.type === 'Identifier' && callee.name === 'HttpError') add(node as unknown as Node, args[1], args[2]);
      },
      CallExpression(node) {
        const callee = node.callee as unknown as Node;
        const args = node.arguments as unknown as Node[];
        if (callee.type !== 'Identifier') return;
        if (callee.name === 'foundOr404') add(node as unknown as Node, args[1], args[2]);
        if (callee.name === 'requirePathId') add(node as unknown as Node, args[2], args[3]);
        if (callee.name === 'errorBody') add(node as unknown as Node, args[0], args[1]);
      },
    }).visit(program as never);
  }
  return sites;
}

/** A fixed text as a pattern: each `{}` (a value put in) stands for any text. */
const patternOf = (message: string) =>
  new RegExp(
    `^${message
      .split('{}')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+')}$`,
    's',
  );
const sameMessage = (a: string, b: string) => a === b || patternOf(a).test(b) || patternOf(b).test(a);

/** The code and message pairs of the sites whose code is literal, a `?:` of codes paired with one of messages. */
type Pair = { code: string; message: string | undefined; where: string };

function pairs(sites: Site[]): Pair[] {
  return sites.flatMap((site) =>
    (site.codes ?? []).flatMap((code, index): Pair[] => {
      if (!site.messages) return [{ code, message: undefined, where: site.where }];
      const messages =
        site.pairedTest && site.messages.length === site.codes!.length ? [site.messages[index]!] : site.messages;
      return messages.map((message) => ({ code, message, where: site.where }));
    }),
  );
}

describe("the server's error codes", () => {
  const sites = errorSites();
  const found = pairs(sites);

  it('are found where errors are raised', () => {
    expect(sites.length).toBeGreaterThan(250);
    expect(found.map((pair) => pair.code)).toEqual(
      expect.arrayContaining(['glossary_not_found', 'last_active_admin', 'internal_error', 'invalid_request']),
    );
  });

  it('are written as snake_case literals at every site', () => {
    const unwritten = sites
      .filter((site) => !site.codes && !(site.where.startsWith('plugins/errors.ts:') && FORWARDED.has(site.codeSource)))
      .map((site) => `${site.where}: ${site.codeSource || '(no code)'}`);
    expect(unwritten).toEqual([]);
    const malformed = found.filter((pair) => !CODE.test(pair.code)).map((pair) => `${pair.where}: ${pair.code}`);
    expect(malformed).toEqual([]);
  });

  it('mean one thing each: a code goes with one message, apart from the generic ones', () => {
    const messagesOf = new Map<string, { message: string; where: string }[]>();
    for (const { code, message, where } of found)
      if (message !== undefined) messagesOf.set(code, [...(messagesOf.get(code) ?? []), { message, where }]);
    const misleading = [...messagesOf]
      .filter(([code]) => !(code in GENERIC_CODES))
      .flatMap(([code, uses]) =>
        uses
          .filter((use) => !sameMessage(use.message, uses[0]!.message))
          .map((use) => `${code}: "${use.message}" (${use.where}) ≠ "${uses[0]!.message}" (${uses[0]!.where})`),
      );
    expect(misleading).toEqual([]);
  });

  it('are one per message: the same text never goes with two codes', () => {
    const codesOf = new Map<string, Set<string>>();
    for (const { code, message } of found)
      if (message !== undefined) codesOf.set(message, (codesOf.get(message) ?? new Set()).add(code));
    const twice = [...codesOf]
      .filter(([, codes]) => codes.size > 1)
      .map(([message, codes]) => `${message}: ${[...codes]}`);
    expect(twice).toEqual([]);
  });

  it('list as generic only codes in use', () => {
    const used = new Set(found.map((pair) => pair.code));
    expect(Object.keys(GENERIC_CODES).filter((code) => !used.has(code))).toEqual([]);
  });
});

describe("the front end's words for the codes", () => {
  const found = pairs(errorSites());
  const arb = JSON.parse(readFileSync(clientCatalog, 'utf8')) as Record<string, unknown>;
  // Besides the codes' words, the catalog words the problems a 400 invalid_request lists in its details (its
  // `invalidRequest…` messages, one per kind of problem): no code of their own, no server message to match.
  const catalog = Object.entries(arb).filter(
    (entry): entry is [string, string] => !entry[0].startsWith('@') && !entry[0].startsWith('invalidRequest'),
  );
  const camelCase = (code: string) => code.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

  it('are for codes the server answers with, none of them generic', () => {
    const codes = new Set(found.map((pair) => pair.code));
    const byKey = new Map([...codes].map((code) => [camelCase(code), code]));
    expect(catalog.length).toBeGreaterThan(50);
    expect(catalog.filter(([key]) => !byKey.has(key)).map(([key]) => key)).toEqual([]);
    expect(catalog.filter(([key]) => byKey.get(key)! in GENERIC_CODES).map(([key]) => key)).toEqual([]);
  });

  it("say in English what the server's message says, placeholders for its values", () => {
    const differing = catalog.flatMap(([key, english]) => {
      const messages = found.filter((pair) => camelCase(pair.code) === key && pair.message !== undefined);
      if (messages.length === 0) return [`${key}: the server's message cannot be read to compare`];
      const fixed = english.replace(/\{\w+\}/g, '{}');
      return messages
        .filter((pair) => pair.message !== fixed)
        .map((pair) => `${key}: "${english}" ≠ "${pair.message}" (${pair.where})`);
    });
    expect(differing).toEqual([]);
  });
});
