import type { TmxUnit } from '../formats/tmx/unit.ts';

/**
 * A batch of imported units as the columns of one `INSERT ... SELECT FROM unnest(...)`, each column already
 * written as a PostgreSQL array literal ('{"a","b",NULL}'). The parsing worker builds them, so the main
 * thread passes ten strings per batch to the database instead of serialising thousands of values itself.
 */
export interface UnitColumns {
  count: number;
  source: string;
  target: string;
  sourceText: string;
  targetText: string;
  creationDate: string;
  changeDate: string;
  creationId: string;
  changeId: string;
  /** JSON text of each unit's props / notes. */
  props: string;
  notes: string;
}

/** A PostgreSQL array literal of text values (NULL for null); the cast in the query gives the element type. */
export function pgArrayLiteral(values: readonly (string | null)[]): string {
  let literal = '{';
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (i > 0) literal += ',';
    literal += value === null || value === undefined ? 'NULL' : `"${value.replace(/[\\"]/g, '\\$&')}"`;
  }
  return `${literal}}`;
}

const newest = (unit: TmxUnit) => unit.changeDate ?? unit.creationDate ?? '';

/**
 * Merges duplicates (same source and target) inside the batch, keeping the newest by change date (else
 * creation date): one INSERT ... ON CONFLICT may not touch the same row twice. Duplicates across batches are
 * merged by the database the same way.
 */
export function toUnitColumns(units: TmxUnit[]): UnitColumns {
  const byPair = new Map<string, TmxUnit>();
  for (const unit of units) {
    const key = `${unit.source}\u0000${unit.target}`;
    const seen = byPair.get(key);
    if (!seen || newest(unit) > newest(seen)) byPair.set(key, unit);
  }
  const merged = [...byPair.values()];
  const column = (pick: (unit: TmxUnit) => string | null) => pgArrayLiteral(merged.map(pick));
  return {
    count: merged.length,
    source: column((u) => u.source),
    target: column((u) => u.target),
    sourceText: column((u) => u.sourceText),
    targetText: column((u) => u.targetText),
    creationDate: column((u) => u.creationDate),
    changeDate: column((u) => u.changeDate),
    creationId: column((u) => u.creationId),
    changeId: column((u) => u.changeId),
    props: column((u) => JSON.stringify(u.props)),
    notes: column((u) => JSON.stringify(u.notes)),
  };
}
