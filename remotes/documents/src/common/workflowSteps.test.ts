import { describe, expect, it } from 'vitest';
import type { Assignment, User } from '@tessera/shared/contract';
import { isOverdue, mayChangeSegments, myStepOf } from './workflowSteps.ts';

const person = (id: number, role: User['role'] = 'user'): User => ({
  id,
  email: `${id}@tessera.test`,
  username: `user${id}`,
  display_name: null,
  role,
  disabled: false,
});
const step = (name: Assignment['step'], userId: number, state: Assignment['state'], due_at: string | null = null) =>
  ({
    step: name,
    user: { id: userId, username: `user${userId}`, display_name: null, disabled: false },
    due_at,
    state,
    progress: { segments: 1, done: 0, words: 1, words_done: 0 },
  }) satisfies Assignment;

describe('a document with steps', () => {
  const inReview = [step('translation', 1, 'delivered'), step('review', 2, 'active'), step('review-2', 1, 'waiting')];

  it("is the active step's assignee's and a manager's to change; one without steps is everyone's who may edit", () => {
    expect(mayChangeSegments(inReview, person(2))).toBe(true);
    expect(mayChangeSegments(inReview, person(1))).toBe(false);
    expect(mayChangeSegments(inReview, person(3, 'manager'))).toBe(true);
    expect(mayChangeSegments([], person(1))).toBe(true);
    expect(mayChangeSegments([], null)).toBe(false);
    expect(mayChangeSegments([step('translation', 1, 'delivered')], person(1))).toBe(false);
  });

  it("is nobody's to change while out in a package, a manager's neither", () => {
    const out = {
      id: 1,
      format: 'omegat',
      person: null,
      sent_by: null,
      sent_at: '2026-11-20T10:00:00.000Z',
      due_at: null,
    } as const;
    expect(mayChangeSegments(inReview, person(2), out)).toBe(false);
    expect(mayChangeSegments(inReview, person(3, 'manager'), out)).toBe(false);
    expect(mayChangeSegments([], person(1), out)).toBe(false);
  });

  it("gives one's step: the active one if it is theirs, else the next of theirs, else their last", () => {
    expect(myStepOf(inReview, 2)?.step).toBe('review');
    expect(myStepOf(inReview, 1)?.step).toBe('review-2');
    expect(myStepOf([step('translation', 1, 'delivered'), step('review', 1, 'delivered')], 1)?.step).toBe('review');
    expect(myStepOf(inReview, 3)).toBeNull();
  });

  it('is overdue once its deadline passed, unless delivered', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    expect(isOverdue(step('review', 1, 'active', '2026-03-01T11:59:00Z'), now)).toBe(true);
    expect(isOverdue(step('review', 1, 'waiting', '2026-03-01T11:59:00Z'), now)).toBe(true);
    expect(isOverdue(step('review', 1, 'delivered', '2026-03-01T11:59:00Z'), now)).toBe(false);
    expect(isOverdue(step('review', 1, 'active', '2026-03-01T12:01:00Z'), now)).toBe(false);
    expect(isOverdue(step('review', 1, 'active'), now)).toBe(false);
  });
});
