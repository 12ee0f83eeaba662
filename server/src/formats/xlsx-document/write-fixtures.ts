import { writeFileSync } from 'node:fs';
import { XLSX_DOCUMENT_FIXTURE_FILES } from './xlsx-document-fixtures.test-helper.ts';

/** Writes the XLSX fixtures from their XML (`xlsx-document-fixtures.test-helper.ts`): `node server/src/formats/xlsx-document/write-fixtures.ts`. */
for (const [file, build] of Object.entries(XLSX_DOCUMENT_FIXTURE_FILES))
  writeFileSync(new URL(`../${file}`, import.meta.url), build());
