/** How the records kit names a domain's records in labels, toasts and messages. */
export interface RecordNoun {
  /**
   * Which records these are, in the kit's messages (English, never shown): "record" (a glossary's), "unit" (a
   * TM's). A sentence whose words agree with the noun (gender, case) picks its words by it; any other value gets
   * the sentence written for any noun. Also names the record count's test id ("records-count").
   */
  kind: string;
  /** "record", "unit" */
  one: string;
  /** "records", "units" */
  many: string;
  /** "Records", "Units" */
  Many: string;
  /** What holds them: "glossary", "translation memory". */
  owner: string;
}
