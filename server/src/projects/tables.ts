import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Analysis } from '@tessera/shared/contract';
import type { Timestamps } from '../db/column-types.ts';

export interface ProjectsTable extends Timestamps {
  id: Generated<number>;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  source_lang: string;
  /** The first of `target_langs`. */
  target_lang: string;
  /** In the manager's order; at least one. */
  target_langs: string[];
  client: ColumnType<string, string | undefined, string>;
  /** A `date`: read as text (YYYY-MM-DD) so no time zone shifts it. */
  due_date: ColumnType<string | null, string | null | undefined, string | null>;
  created_by: number;
}

export interface ProjectTranslationMemoriesTable {
  project_id: number;
  tm_id: number;
  mode: 'read' | 'write';
  position: number;
}

export interface ProjectGlossariesTable {
  project_id: number;
  glossary_id: number;
  position: number;
}

/** A project's own sentence rules (SRX 2.0), for the documents uploaded into it. */
export interface ProjectSegmentationTable {
  project_id: number;
  /** The uploaded file's name, to show. */
  name: string;
  srx: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A project's last analysis run as a job: the Analysis as the route answers it. */
export interface ProjectAnalysesTable {
  project_id: number;
  analysis: ColumnType<Analysis, string, string>;
  analysed_at: ColumnType<Date, Date | undefined, Date>;
}

export interface ProjectsTables {
  projects: ProjectsTable;
  project_segmentation: ProjectSegmentationTable;
  project_translation_memories: ProjectTranslationMemoriesTable;
  project_glossaries: ProjectGlossariesTable;
  project_analyses: ProjectAnalysesTable;
}

export type ProjectRow = Selectable<ProjectsTable>;
