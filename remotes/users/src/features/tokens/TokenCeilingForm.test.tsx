import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db, mockServer } from '@tessera/shared/mocks/node';
import { renderWithQueries, serveMockApiToAnAdmin } from '../../common/testing.tsx';
import { TokenCeilingForm } from './TokenCeilingForm.tsx';

serveMockApiToAnAdmin();

const renderForm = () => renderWithQueries(<TokenCeilingForm />);

const daysField = () => screen.findByRole('spinbutton', { name: 'API tokens last at most (days)' });

describe('how long API tokens last', () => {
  it("shows the server's default, and saves the number of days an admin types", async () => {
    const user = renderForm();
    const field = await daysField();
    expect((field as HTMLInputElement).value).toBe('365');
    expect(screen.getByText(/the server's default \(API_TOKEN_MAX_DAYS\)/i)).toBeTruthy();
    await user.clear(field);
    await user.type(field, '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Saved: API tokens last at most 30 days.');
    expect(db.tokenSettings).toMatchObject({ max_days: 30, source: 'database' });
    expect(((await daysField()) as HTMLInputElement).value).toBe('30');
  });

  it('sends no number of days the server would refuse: more than ten years, a fraction, none', async () => {
    const user = renderForm();
    const field = (await daysField()) as HTMLInputElement;
    for (const typed of ['3651', '1.5', '0', '']) {
      await user.clear(field);
      if (typed) await user.type(field, typed);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(field.validity.valid, typed).toBe(false);
    }
    expect(screen.queryByRole('status')).toBeNull();
    expect(db.tokenSettings).toMatchObject({ max_days: 365, source: 'environment' });
  });

  it("shows the server's refusal", async () => {
    mockServer.use(
      http.put('*/api/users/tokens/settings', () =>
        HttpResponse.json(
          { statusCode: 400, error: 'Bad Request', message: 'max_days may be at most 3650' },
          { status: 400 },
        ),
      ),
    );
    const user = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Not saved.*max_days may be at most 3650/s);
  });
});
