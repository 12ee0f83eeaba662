import { describe, expect, it } from 'vitest';
import { segmentStatus } from './segment-status.ts';

const imported = { approved: false, rejected: false, state: null, target: '', edited: false };

describe('segmentStatus', () => {
  it('shows a target as the file delivered it as translated, and an empty one as new', () => {
    expect(segmentStatus({ ...imported, target: 'Ziel' })).toBe('translated');
    expect(segmentStatus({ ...imported, state: 'translated', target: 'Ziel' })).toBe('translated');
    expect(segmentStatus({ ...imported, target: ' ' })).toBe('new');
  });

  it('shows a target saved here and not approved as a draft, whatever state its file had', () => {
    const saved = { ...imported, edited: true, target: 'Ziel' };
    expect(segmentStatus({ ...saved, state: 'translated' })).toBe('draft');
    expect(segmentStatus({ ...saved, state: 'needs-review-translation' })).toBe('draft');
    expect(segmentStatus({ ...saved, state: null })).toBe('draft');
  });

  it('goes by the file state for a target emptied here (nothing to confirm)', () => {
    expect(segmentStatus({ ...imported, edited: true, state: 'needs-translation' })).toBe('needs-translation');
    expect(segmentStatus({ ...imported, edited: true, state: 'initial' })).toBe('new');
  });

  it('shows a rejected segment as rejected, edited or from the file, until it is approved', () => {
    expect(segmentStatus({ ...imported, rejected: true, edited: true, state: 'translated', target: 'Ziel' })).toBe(
      'rejected',
    );
    expect(segmentStatus({ ...imported, rejected: true, state: 'needs-review-translation', target: 'Ziel' })).toBe(
      'rejected',
    );
    expect(segmentStatus({ ...imported, rejected: true, approved: true, edited: true, target: 'Ziel' })).toBe(
      'approved',
    );
  });

  it('keeps final for what came approved as final, approved for an approval given here', () => {
    const approved = { ...imported, approved: true, target: 'Ziel' };
    expect(segmentStatus({ ...approved, state: 'final' })).toBe('final');
    expect(segmentStatus({ ...approved, state: 'final', edited: true })).toBe('approved');
    expect(segmentStatus({ ...approved, state: 'translated' })).toBe('approved');
  });

  it("shows a reviewer's confirmation as reviewed, whatever the state, and a file's signed-off only through it", () => {
    const approved = { ...imported, approved: true, target: 'Ziel' };
    expect(segmentStatus({ ...approved, state: 'signed-off', reviewed: true })).toBe('reviewed');
    expect(segmentStatus({ ...approved, state: 'final', edited: true, reviewed: true })).toBe('reviewed');
    // Reviewed means approved too: a rejected or unapproved segment is not reviewed.
    expect(segmentStatus({ ...imported, target: 'Ziel', rejected: true, reviewed: true })).toBe('rejected');
  });

  it('keeps the review and translation states of segments not saved here', () => {
    expect(segmentStatus({ ...imported, state: 'needs-review-l10n', target: 'Ziel' })).toBe('needs-review');
    expect(segmentStatus({ ...imported, state: 'needs-adaptation', target: 'Ziel' })).toBe('needs-translation');
    expect(segmentStatus({ ...imported, state: 'new' })).toBe('new');
  });
});
