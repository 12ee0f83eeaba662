/**
 * Glossary terms that break naive readers and writers: delimiters, quotes, newlines, markup, non-ASCII, formula
 * and number look-alikes, white space that must stay as it is.
 */
export const TRICKY_TERMS = [
  { source: 'file, save', target: 'Datei; speichern', comment: 'menu | toolbar\tshortcut' },
  { source: 'say "hello"', target: '„Hallo“ sagen', comment: 'quotes: "double" and \'single\'' },
  { source: 'line one\nline two', target: 'Zeile eins\nZeile zwei', comment: 'multi\nline\ncomment' },
  { source: '<b>bold</b> & co', target: '<b>fett</b> & Co', comment: ']]> and &amp; literally' },
  { source: 'naïve café', target: 'Straße 日本語 😀', comment: '' },
  { source: '=SUM(A1)', target: '+49 30', comment: '-minus @at' },
  // A quote before a formula is what a spreadsheet-safe CSV adds: one already there must come back too.
  { source: "'=already quoted", target: "'quoted", comment: "''@twice" },
  { source: '007', target: '1e5', comment: 'TRUE' },
  // Comments are kept exactly as stored (only terms are trimmed, as the API trims them); CRLF stays CRLF.
  { source: 'windows\r\nline', target: 'Windows\r\nZeile', comment: '  padded comment  ' },
  { source: 'tab', target: 'Tabulator', comment: '\tindented\r\nsecond line\n' },
  { source: 'blank', target: 'leer', comment: ' ' },
];
