import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ReviewDialog, type ReviewVerdict } from './ReviewDialog.tsx';

afterEach(cleanup);

const typology = {
  categories: [
    { value: 'accuracy', label: 'Accuracy' },
    { value: 'terminology', label: 'Terminology' },
  ],
  severities: [
    { value: 'minor', label: 'Minor' },
    { value: 'major', label: 'Major' },
  ],
};

function renderDialog(kind: 'reject' | 'correct') {
  const verdicts: ReviewVerdict<string, string>[] = [];
  let closed = 0;
  render(
    <ReviewDialog
      kind={kind}
      number={4}
      typology={typology}
      onDone={(verdict) => verdicts.push(verdict)}
      onClose={() => closed++}
    />,
  );
  return { verdicts, closed: () => closed };
}

describe("the reviewer's verdict on a segment", () => {
  it('rejects with a reason and several errors, each a category and a severity', async () => {
    const user = userEvent.setup();
    const { verdicts } = renderDialog('reject');
    const dialog = await screen.findByRole('dialog', { name: 'Reject segment 4' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Reason'));
    await user.type(within(dialog).getByLabelText('Reason'), '  Wrong term for "file"  ');
    await user.click(within(dialog).getByRole('button', { name: 'Add an error' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add an error' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add an error' }));
    await user.selectOptions(within(dialog).getByLabelText('Category of error 2'), 'Terminology');
    await user.selectOptions(within(dialog).getByLabelText('Severity of error 2'), 'Major');
    await user.click(within(dialog).getByRole('button', { name: 'Remove error 3' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(verdicts).toEqual([
      {
        reason: 'Wrong term for "file"',
        errors: [
          { category: 'accuracy', severity: 'minor' },
          { category: 'terminology', severity: 'major' },
        ],
      },
    ]);
  });

  it('asks for the reason of a rejection; Enter in it sends the verdict', async () => {
    const user = userEvent.setup();
    const { verdicts } = renderDialog('reject');
    const dialog = await screen.findByRole('dialog', { name: 'Reject segment 4' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(verdicts).toEqual([]);
    expect(dialog.textContent).toContain('Say why the translation goes back');
    await user.type(within(dialog).getByLabelText('Reason'), 'Meaning lost{Enter}');
    expect(verdicts).toEqual([{ reason: 'Meaning lost', errors: [] }]);
  });

  it("marks the errors a reviewer's correction fixed, without a reason", async () => {
    const user = userEvent.setup();
    const { verdicts, closed } = renderDialog('correct');
    const dialog = await screen.findByRole('dialog', { name: 'Errors corrected in segment 4' });
    expect(within(dialog).queryByLabelText('Reason')).toBeNull();
    expect(dialog.textContent).toContain('No error marked.');
    await user.click(within(dialog).getByRole('button', { name: 'Add an error' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm as reviewed' }));
    expect(verdicts).toEqual([{ reason: '', errors: [{ category: 'accuracy', severity: 'minor' }] }]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(closed()).toBe(1);
  });
});
