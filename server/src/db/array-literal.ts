/**
 * PostgreSQL array literals ('{"a","b",NULL}') for the columns of an `INSERT ... SELECT FROM unnest($1::text[], ...)`:
 * bulk imports pass one string per column to the database instead of the driver serialising thousands of
 * values. The cast in the query gives the element type.
 */

type ArrayElement = string | number | boolean | null;

/**
 * Each named field of the rows as one array literal (`toLiteral`: pgArrayLiteral or pgJsonArrayLiteral), keyed by
 * the field's name: the columns of an unnest insert.
 */
export function literalColumns<Row, Field extends keyof Row & string>(
  rows: readonly Row[],
  fields: readonly Field[],
  toLiteral: (values: Row[Field][]) => string,
): Record<Field, string> {
  const columns = {} as Record<Field, string>;
  for (const field of fields) columns[field] = toLiteral(rows.map((row) => row[field]));
  return columns;
}

/** Text is quoted and escaped, numbers written as they are, booleans as t/f, null as NULL. */
export function pgArrayLiteral(values: readonly ArrayElement[]): string {
  const elements = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (value === null || value === undefined) elements[i] = 'NULL';
    else if (typeof value === 'string') elements[i] = `"${escapeElement(value)}"`;
    else if (typeof value === 'boolean') elements[i] = value ? 't' : 'f';
    else elements[i] = String(value);
  }
  // One copy of each piece into a string of the right size: `+=` would build a rope to flatten later.
  return `{${elements.join(',')}}`;
}

/**
 * The JSON text of each value (for a json/jsonb array), null as NULL. JSON text has no raw control characters
 * or lone surrogates, so JSON.stringify of it is exactly the quoted element: several times faster than
 * escaping its many quotes one by one.
 */
export function pgJsonArrayLiteral(values: readonly unknown[]): string {
  const elements = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    elements[i] = value === null || value === undefined ? 'NULL' : JSON.stringify(JSON.stringify(value));
  }
  return `{${elements.join(',')}}`;
}

/** Inside the quotes only `"` and `\` need a backslash; most text has neither (indexOf is much faster than a regex). */
function escapeElement(text: string): string {
  if (text.indexOf('"') < 0 && text.indexOf('\\') < 0) return text;
  return text.replaceAll('\\', '\\\\').replaceAll('"', '\\"');
}
