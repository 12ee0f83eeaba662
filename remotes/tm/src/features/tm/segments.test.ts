import { describe, expect, it } from 'vitest';
import { editableText, markupFromEditor, segmentParts } from './segments.ts';

describe('segment markup on screen', () => {
  it('shows text unescaped and native codes as tag chips', () => {
    expect(
      segmentParts('Click <bpt i="1" x="1">&lt;b&gt;</bpt>Save<ept i="1">&lt;/b&gt;</ept> &amp; go<ph x="2"/>'),
    ).toEqual([
      { kind: 'text', text: 'Click ' },
      { kind: 'tag', label: '<1>', code: '<b>' },
      { kind: 'text', text: 'Save' },
      { kind: 'tag', label: '</1>', code: '</b>' },
      { kind: 'text', text: ' & go' },
      { kind: 'tag', label: '<2/>', code: '' },
    ]);
  });

  it('keeps hi content as text and swallows sub inside a code', () => {
    expect(segmentParts('See <hi type="b">this</hi><ph x="4">&lt;fn text="<sub>note</sub>"/&gt;</ph>')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'text', text: 'this' },
      { kind: 'tag', label: '<4/>', code: '<fn text="note"/>' },
    ]);
  });

  it('edits plain segments as text and tagged ones as text with tag tokens, never as markup', () => {
    expect(editableText('Fish &amp; chips')).toEqual('Fish & chips');
    expect(markupFromEditor('Fish &amp; chips', 'Fish & <chips>')).toEqual({ markup: 'Fish &amp; &lt;chips&gt;' });
    const tagged =
      'Click <bpt i="1">&lt;b&gt;</bpt>Save &amp; go<ept i="1">&lt;/b&gt;</ept><ph/> <hi type="x">now</hi><ph/>';
    expect(editableText(tagged)).toBe('Click ⟨1⟩Save & go⟨/1⟩⟨ph/⟩ ⟨hi⟩now⟨/hi⟩⟨ph/#2⟩');
    // Text typed around the tokens is escaped; the tokens give their markup back, moved where the translator put them.
    expect(markupFromEditor(tagged, '⟨ph/⟩Klicke ⟨1⟩Speichern & <los>⟨/1⟩ ⟨hi⟩jetzt⟨/hi⟩⟨ph/#2⟩')).toEqual({
      markup:
        '<ph/>Klicke <bpt i="1">&lt;b&gt;</bpt>Speichern &amp; &lt;los&gt;<ept i="1">&lt;/b&gt;</ept> <hi type="x">jetzt</hi><ph/>',
    });
  });

  it('refuses a tagged edit that lost, doubled or broke a tag, saying which', () => {
    const tagged = 'A <bpt i="1">&lt;b&gt;</bpt>B<ept i="1">&lt;/b&gt;</ept>';
    expect(markupFromEditor(tagged, 'A ⟨1⟩B')).toEqual({ problem: 'Keep every tag: ⟨/1⟩ is missing.' });
    expect(markupFromEditor(tagged, 'A ⟨1⟩B⟨/1⟩⟨1⟩')).toEqual({
      problem: 'The tag ⟨1⟩ is there twice; keep each tag once.',
    });
    expect(markupFromEditor(tagged, 'A ⟨1⟩B⟨/⟩')).toEqual({
      problem: "⟨/⟩ is not one of this segment's tags; type text only between the tags.",
    });
  });
});
