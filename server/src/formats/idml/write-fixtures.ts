import { writeFileSync } from 'node:fs';
import { IDML_FIXTURE_FILES } from './idml-fixtures.test-helper.ts';

/** Writes the InDesign fixtures from their XML (`idml-fixtures.test-helper.ts`): `node server/src/formats/idml/write-fixtures.ts`. */
for (const [file, build] of Object.entries(IDML_FIXTURE_FILES))
  writeFileSync(new URL(`../${file}`, import.meta.url), build());
