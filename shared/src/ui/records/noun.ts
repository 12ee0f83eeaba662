/** How the records kit names a domain's records in labels, toasts and messages. */
export interface RecordNoun {
  /** "record", "unit" */
  one: string;
  /** "records", "units" */
  many: string;
  /** "Records", "Units" */
  Many: string;
  /** What holds them: "glossary", "translation memory". */
  owner: string;
}
