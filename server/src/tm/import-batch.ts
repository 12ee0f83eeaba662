import type { TmxUnit } from '../formats/tmx/unit.ts';

/**
 * A batch of imported units as the columns of one `INSERT ... SELECT FROM unnest(...)`: plain arrays of
 * strings, cheap to pass from the parsing worker to the main thread and straight on to the database.
 */
export interface UnitColumns {
  source: string[];
  target: string[];
  sourceText: string[];
  targetText: string[];
  creationDate: (string | null)[];
  changeDate: (string | null)[];
  creationId: (string | null)[];
  changeId: (string | null)[];
  /** JSON text of each unit's props / notes. */
  props: string[];
  notes: string[];
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
  const columns: UnitColumns = {
    source: [],
    target: [],
    sourceText: [],
    targetText: [],
    creationDate: [],
    changeDate: [],
    creationId: [],
    changeId: [],
    props: [],
    notes: [],
  };
  for (const unit of byPair.values()) {
    columns.source.push(unit.source);
    columns.target.push(unit.target);
    columns.sourceText.push(unit.sourceText);
    columns.targetText.push(unit.targetText);
    columns.creationDate.push(unit.creationDate);
    columns.changeDate.push(unit.changeDate);
    columns.creationId.push(unit.creationId);
    columns.changeId.push(unit.changeId);
    columns.props.push(JSON.stringify(unit.props));
    columns.notes.push(JSON.stringify(unit.notes));
  }
  return columns;
}
