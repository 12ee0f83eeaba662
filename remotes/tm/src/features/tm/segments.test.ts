import { describe, expect, it } from 'vitest';
import { editableText, highlightRanges, markupFromEditor, segmentParts } from './segments.ts';

describe('segment markup on screen', () => {
  it('shows text unescaped and native codes as tag chips', () => {
    expect(segmentParts('Click <bpt i="1" x="1">&lt;b&gt;</bpt>Save<ept i="1">&lt;/b&gt;</ept> &amp; go<ph x="2"/>')).toEqual([
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

  it('edits plain segments as text and tagged ones as markup', () => {
    expect(editableText('Fish &amp; chips')).toBe('Fish & chips');
    expect(markupFromEditor('Fish &amp; chips', 'Fish & <chips>')).toBe('Fish &amp; &lt;chips&gt;');
    expect(editableText('A<ph/>')).toBe('A<ph/>');
    expect(markupFromEditor('A<ph/>', 'B<ph/>')).toBe('B<ph/>');
  });

  it('finds every case-insensitive occurrence for highlighting', () => {
    expect(highlightRanges('Save the file, then SAVE again', 'save')).toEqual([
      { text: 'Save', match: true },
      { text: ' the file, then ', match: false },
      { text: 'SAVE', match: true },
      { text: ' again', match: false },
    ]);
    expect(highlightRanges('abc', ' ')).toEqual([{ text: 'abc', match: false }]);
  });
});
