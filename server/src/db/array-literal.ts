/**
 * A PostgreSQL array literal ('{"a","b",NULL}') of the values, for one column of an
 * `INSERT ... SELECT FROM unnest($1::text[], ...)`: bulk imports pass one string per column to the database
 * instead of the driver serialising thousands of values. The cast in the query gives the element type; text
 * is quoted and escaped, numbers written as they are, booleans as t/f, null as NULL.
 */
export function pgArrayLiteral(values: readonly (string | number | boolean | null)[]): string {
  let literal = '{';
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (i > 0) literal += ',';
    if (value === null || value === undefined) literal += 'NULL';
    else if (typeof value === 'string') literal += `"${value.replace(/[\\"]/g, '\\$&')}"`;
    else if (typeof value === 'boolean') literal += value ? 't' : 'f';
    else literal += String(value);
  }
  return `${literal}}`;
}
