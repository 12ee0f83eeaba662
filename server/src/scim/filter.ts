import { ScimError } from './errors.ts';

/** The one kind of filter identity providers send to find a resource before making it: `attribute eq "value"`. */
export interface EqFilter {
  /** The attribute, as Tessera names it: `userName`, `externalId`, `emails.value`, `displayName`, `id`. */
  attribute: string;
  value: string;
}

/** `emails[type eq "work"].value` names the work address; Tessera keeps one address, so it is `emails.value`. */
const WORK_EMAIL = /^emails\[\s*type\s+eq\s+"work"\s*\]\.value$/i;

const EQ = /^\s*(\S+(?:\[[^\]]*\][.\w]*)?)\s+eq\s+"((?:[^"\\]|\\.)*)"\s*$/i;

/**
 * Reads `filter=attribute eq "value"` (RFC 7644 §3.4.2.2) for the attributes in `allowed` (compared ignoring case,
 * as SCIM's attribute names are). Anything else, `and`, `or`, `co`, `sw` included, is a 400 `invalidFilter`: a
 * filter the server ignored would answer every resource, and the provider would take the first for its match.
 */
export function parseEqFilter(filter: string, allowed: readonly string[]): EqFilter {
  const match = EQ.exec(filter);
  if (!match)
    throw new ScimError(400, `Unsupported filter "${filter}": only attribute eq "value" is supported`, 'invalidFilter');
  const named = WORK_EMAIL.test(match[1]!) ? 'emails.value' : match[1]!;
  const attribute = allowed.find((candidate) => candidate.toLowerCase() === named.toLowerCase());
  if (!attribute)
    throw new ScimError(
      400,
      `Unsupported filter attribute "${match[1]}": filter by ${allowed.join(', ')}`,
      'invalidFilter',
    );
  return { attribute, value: unquoted(match[2]!, filter) };
}

/** A quoted string's content, its JSON escapes read (`\"`, `\\`). */
function unquoted(quoted: string, filter: string): string {
  try {
    return JSON.parse(`"${quoted}"`) as string;
  } catch {
    throw new ScimError(400, `Unsupported filter "${filter}": the value is no valid string`, 'invalidFilter');
  }
}

/** `members[value eq "12"]`: the member a PATCH path names; undefined for any other path. */
export function memberOfPath(path: string): string | undefined {
  const match = /^members\[\s*value\s+eq\s+"((?:[^"\\]|\\.)*)"\s*\]$/i.exec(path.trim());
  return match ? unquoted(match[1]!, path) : undefined;
}
