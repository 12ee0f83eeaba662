import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The official schemas and DTDs a package's files are checked against (their sources in the folder's README). */
const SCHEMAS = fileURLToPath(new URL('./fixtures/schemas/', import.meta.url));

/** Debian's xmllint (libxml2-utils), which .ci/run installs. */
export const hasXmllint = spawnSync('xmllint', ['--version']).status === 0;
/** What a test says when it cannot run xmllint, in its title. */
export const XMLLINT_MISSING = 'skipped: xmllint not found (Debian: apt-get install libxml2-utils)';

/** What each file is checked against: a W3C XML Schema (`--schema`) or a DTD (`--dtdvalid`), in fixtures/schemas. */
export const VALIDATORS = {
  /** XLIFF 2.0 core with the Size and Length Restriction module. */
  xliff20: ['--schema', 'xliff-2.0-kit.xsd'],
  xliff12: ['--schema', 'xliff-1.2/xliff-core-1.2-strict.xsd'],
  tmx14: ['--dtdvalid', 'tmx/tmx14.dtd'],
  tbx: ['--dtdvalid', 'tbx/TBXcoreStructV02.dtd'],
} as const;

/**
 * xmllint's verdict on a file: '' when it is valid, else its messages. No network: the schemas' references to the
 * W3C's xml.xsd resolve through the folder's catalog.
 */
export function xmllintErrors(xml: string, against: keyof typeof VALIDATORS): string {
  const result = spawnSync('xmllint', ['--noout', '--nonet', ...VALIDATORS[against], '-'], {
    cwd: SCHEMAS,
    input: xml,
    encoding: 'utf8',
    env: { ...process.env, XML_CATALOG_FILES: `${SCHEMAS}catalog.xml` },
  });
  return result.status === 0 ? '' : `${result.stderr}`.trim() || `xmllint exited with ${result.status}`;
}
