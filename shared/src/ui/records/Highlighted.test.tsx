import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Highlighted, highlightRanges } from './Highlighted.tsx';

describe('search hits marked in text', () => {
  it('finds every case-insensitive occurrence', () => {
    expect(highlightRanges('Save the file, then SAVE again', 'save')).toEqual([
      { text: 'Save', match: true },
      { text: ' the file, then ', match: false },
      { text: 'SAVE', match: true },
      { text: ' again', match: false },
    ]);
    expect(highlightRanges('abc', ' ')).toEqual([{ text: 'abc', match: false }]);
  });

  it('marks the hits and keeps the text whole', () => {
    const { container } = render(<Highlighted text="Datei öffnen, DATEI speichern" search="datei" />);
    expect(container.textContent).toBe('Datei öffnen, DATEI speichern');
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Datei', 'DATEI']);
  });
});
