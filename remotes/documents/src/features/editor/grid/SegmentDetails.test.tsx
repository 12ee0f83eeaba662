import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { languageAttributes } from '../../../common/language.ts';
import { testSegment } from '../../../common/testing.tsx';
import { pluralFormOf } from '../common/plural.tsx';
import { SegmentDetails } from './SegmentDetails.tsx';

afterEach(cleanup);

/** An Arabic source translated into English: the quoted texts take their own direction. */
const LANGUAGES = { source: languageAttributes('ar'), target: languageAttributes('en') };

describe("the open segment's details", () => {
  it('names the plural form as each format writes it, and none for a segment that is not one', () => {
    const form = (segment_id: string | null) => pluralFormOf({ segment_id });
    expect(form('few')).toBe('few');
    expect(form('plural.one')).toBe('one');
    expect(form('=0')).toBe('=0');
    expect(form('msgstr[1]')).toBe('form 1');
    expect(form('2')).toBeNull();
    expect(form('s1')).toBeNull();
    expect(form(null)).toBeNull();
  });

  it("shows the unit's key, its plural category and the developer's note and context", () => {
    render(
      <SegmentDetails
        languages={LANGUAGES}
        place={null}
        record={testSegment(0, {
          unit_id: 'inbox.unread_few',
          segment_id: 'few',
          note: 'Shown above the message list',
          context: 'src/Inbox.tsx:12',
        })}
      />,
    );
    const details = screen.getByTestId('segment-details');
    expect(details.textContent).toContain('Key inbox.unread_few');
    expect(screen.getByText('Plural: few')).toBeTruthy();
    expect(screen.getByText('Note: Shown above the message list')).toBeTruthy();
    expect(screen.getByText('Context: src/Inbox.tsx:12')).toBeTruthy();
  });

  it("shows how a repository changed the source, as a diff, and the repository's other translation, each in its language", () => {
    render(
      <SegmentDetails
        languages={LANGUAGES}
        place={null}
        record={testSegment(1, {
          source: 'افتح الملف الآن',
          previous_source: 'افتح الملف',
          upstream_target: 'Open the file',
        })}
      />,
    );
    const change = screen.getByTestId('source-change');
    expect(change.querySelector('ins')?.textContent).toContain('الآن');
    expect(change.querySelector('ins')?.closest('[lang]')?.getAttribute('dir')).toBe('rtl');
    expect(change.querySelector('ins')?.closest('[lang]')?.getAttribute('lang')).toBe('ar');
    const upstream = screen.getByText('Open the file');
    expect([upstream.getAttribute('lang'), upstream.getAttribute('dir')]).toEqual(['en', 'ltr']);
  });

  it("says a document segment's place as its context, in the interface's words rather than the file reader's", () => {
    render(
      <SegmentDetails
        languages={LANGUAGES}
        place="Tabelle 1, Zeile 2, Zelle 1"
        record={testSegment(2, { context: 'Table 1, row 2, cell 1' })}
      />,
    );
    expect(screen.getByText('Context: Tabelle 1, Zeile 2, Zelle 1')).toBeTruthy();
    expect(screen.getByTestId('segment-details').textContent).not.toContain('Table 1');
  });

  it('shows only the key of a segment without note, context or plural form', () => {
    render(
      <SegmentDetails
        languages={LANGUAGES}
        place={null}
        record={testSegment(3, { unit_id: 'title', segment_id: null, note: null, context: null })}
      />,
    );
    expect(screen.getByTestId('segment-details').textContent).toBe('Key title');
  });
});
