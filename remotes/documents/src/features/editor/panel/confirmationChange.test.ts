import { describe, expect, it } from 'vitest';
import type { SegmentVersion } from '@tessera/shared/contract';
import { confirmationChange } from './confirmationChange.ts';

type Flags = Pick<SegmentVersion, 'old_approved' | 'new_approved' | 'old_reviewed' | 'new_reviewed'>;

const versionWith = (flags: Flags): SegmentVersion => ({
  id: 1,
  record_id: 100,
  user: null,
  change: 'manual',
  old_target: 'Alt',
  new_target: 'Neu',
  step: null,
  created_at: '2026-01-02T00:00:00.000Z',
  ...flags,
});
const unconfirmed = { approved: false, reviewed: false };
const confirmed = { approved: true, reviewed: false };
const reviewed = { approved: true, reviewed: true };
const change = (before: typeof confirmed, after: typeof confirmed) =>
  confirmationChange(
    versionWith({
      old_approved: before.approved,
      new_approved: after.approved,
      old_reviewed: before.reviewed,
      new_reviewed: after.reviewed,
    }),
  );

describe('confirmationChange', () => {
  it("calls a translator's Ctrl+Enter a confirmation, as the segment's badge does", () => {
    expect(change(unconfirmed, confirmed)).toEqual({ words: 'Confirmed', tone: 'success' });
  });

  it('calls a confirmation taken back, or rejected by a reviewer, not confirmed', () => {
    expect(change(confirmed, unconfirmed)).toEqual({ words: 'Not confirmed', tone: 'warning' });
    expect(change(reviewed, unconfirmed)).toEqual({ words: 'Not confirmed', tone: 'warning' });
  });

  it("calls a reviewer's confirmation reviewed, also when it confirms the segment at the same time", () => {
    expect(change(confirmed, reviewed)).toEqual({ words: 'Reviewed', tone: 'success' });
    expect(change(unconfirmed, reviewed)).toEqual({ words: 'Reviewed', tone: 'success' });
  });

  it('says when a review is lost while the confirmation stays', () => {
    expect(change(reviewed, confirmed)).toEqual({ words: 'Not reviewed', tone: 'warning' });
  });

  it('says nothing of a version that left the confirmation as it was', () => {
    expect(change(confirmed, confirmed)).toBeNull();
    expect(change(unconfirmed, unconfirmed)).toBeNull();
    expect(change(reviewed, reviewed)).toBeNull();
  });
});
