/**
 * The shell's federation runtime checks versions with plain `major.minor.patch` versions and the ranges the rspack
 * base config declares (`^x.y.z`, or none) plus the `<=x.y.z` it builds itself to order two versions: the rspack
 * base config puts this in place of the runtime's general semver parser (hyphen, x and tilde ranges and more, none
 * of which occur). A range it does not know is unmet, which the runtime reports as a version mismatch.
 */

type Version = { numbers: [number, number, number]; preRelease: boolean };

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)(-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

function parse(text: string): Version | undefined {
  const match = VERSION.exec(text.trim());
  if (!match) return undefined;
  return { numbers: [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)], preRelease: !!match[4] };
}

/** Negative when a < b, zero when equal, positive when a > b; a pre-release comes before its release. */
function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i += 1) if (a.numbers[i] !== b.numbers[i]) return a.numbers[i]! - b.numbers[i]!;
  return Number(b.preRelease) - Number(a.preRelease);
}

function meets(version: Version, comparator: string): boolean {
  const [, operator = '', bound = ''] = /^(<=|>=|<|>|=|\^|~)?\s*(.*)$/.exec(comparator)!;
  if (bound === '*' || bound === 'x' || bound === '') return true;
  const limit = parse(bound);
  if (!limit) return false;
  const order = compare(version, limit);
  const [major, minor] = limit.numbers;
  switch (operator) {
    case '<=':
      return order <= 0;
    case '>=':
      return order >= 0;
    case '<':
      return order < 0;
    case '>':
      return order > 0;
    case '^':
      return (
        order >= 0 &&
        (major > 0
          ? version.numbers[0] === major
          : minor > 0
            ? version.numbers[0] === 0 && version.numbers[1] === minor
            : order === 0)
      );
    case '~':
      return order >= 0 && version.numbers[0] === major && version.numbers[1] === minor;
    default:
      return order === 0;
  }
}

/** Whether `version` is within `range`: alternatives joined by `||`, each comparators joined by spaces. */
export function satisfy(version: string, range: string): boolean {
  const parsed = version ? parse(version) : undefined;
  if (!parsed) return false;
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .split(/\s+/)
      .every((comparator) => meets(parsed, comparator)),
  );
}
