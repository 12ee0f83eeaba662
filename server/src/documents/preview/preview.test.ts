import { expect, it } from 'vitest';
import type { DocumentPreview } from '@tessera/shared/contract';
import { describeWithDatabases } from '../../test/harness.ts';
import { uploadDocument } from '../upload.test-helper.ts';

/**
 * The preview of a document: its blocks in reading order with their kinds and places, each with its segments'
 * sources and current targets, and what each formatting code stands for.
 */

const LANGUAGES = { source_lang: 'en', target_lang: 'de' };

describeWithDatabases('Document preview', (t) => {
  it('makes each unit of a format without structure a block, and answers 404 for no document', async () => {
    const translator = await t.signIn('user');
    const manager = await t.signIn('manager');
    const text = 'A first paragraph. Its second sentence.\n\nA second paragraph.\n';
    const upload = await uploadDocument(t, manager, LANGUAGES, { name: 'notes.txt', content: text });
    const response = await translator.inject(`/api/document/${upload.json().id}/preview`);
    expect(response.statusCode, response.body).toBe(200);
    const { blocks } = response.json() as DocumentPreview;
    expect(blocks.map((block) => [block.kind, block.segments.map((segment) => segment.source)])).toEqual([
      ['paragraph', ['A first paragraph.', 'Its second sentence.']],
      ['paragraph', ['A second paragraph.']],
    ]);
    const missing = await translator.inject('/api/document/999999/preview');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Document not found' });
  });
});
