import { describe, expect, it } from 'vitest';
import {
  ANALYSIS_BAND_LABELS,
  ANALYSIS_BANDS,
  DOCUMENT_FORMATS,
  DOCUMENT_FORMATS_READ,
  REPETITIONS_EXPLAINED,
} from '@tessera/shared';
import { formatsOf } from '@tessera/shared/i18n';
import { analysisBandName, documentFormatName, documentFormatNames, documentFormatsRead } from './documentFormats.ts';
import { messagesIn } from './formats-i18n.ts';
import * as formatsWords from '../locales/en/formats.arb';

const english = messagesIn('en');

describe('document formats and analysis bands in the catalog', () => {
  it('names every format in English as the contract does, so no format added there goes unnamed here', () => {
    for (const format of DOCUMENT_FORMATS) expect(documentFormatName(format.type, english)).toBe(format.label);
    expect(documentFormatsRead(english, formatsOf('en'))).toBe(DOCUMENT_FORMATS_READ);
    expect(documentFormatNames(english, formatsOf('en'))).toBe(
      DOCUMENT_FORMATS.map((format) => format.label).join(', '),
    );
  });

  it('names every analysis band in English as the contract does, and explains repetitions in the same words', () => {
    for (const band of ANALYSIS_BANDS) expect(analysisBandName(band, english)).toBe(ANALYSIS_BAND_LABELS[band]);
    expect(english(formatsWords.homeRepetitionsExplained)).toBe(REPETITIONS_EXPLAINED);
  });
});
