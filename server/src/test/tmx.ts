/** TMX files for tests: the header the importer reads, around the units a test gives. */

/** A TMX 1.4 file holding `body` (its `<tu>`s); `srclang` is the header's source language. */
export const tmxFile = (body: string, srclang = 'en') =>
  `<?xml version="1.0"?><tmx version="1.4"><header srclang="${srclang}" creationtool="t" creationtoolversion="1" segtype="sentence" o-tmf="t" adminlang="en" datatype="plaintext"/><body>${body}</body></tmx>`;

/** One translation unit, English to German unless `languages` says otherwise; `attributes` go on the `<tu>`. */
export const tu = (source: string, target: string, attributes = '', languages = ['en', 'de']) =>
  `<tu${attributes}><tuv xml:lang="${languages[0]}"><seg>${source}</seg></tuv><tuv xml:lang="${languages[1]}"><seg>${target}</seg></tuv></tu>`;
