import { cleanup, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockServer } from '@tessera/shared/mocks/node';
import { renderScreen } from '@tessera/shared/mocks/render';
import { DocumentScreen } from './DocumentScreen.tsx';

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterEach(cleanup);
afterAll(() => mockServer.close());

describe('document header: state and languages', () => {
  it('says a language the file did not name is not set, never "?", and the state in the API’s word', async () => {
    await renderScreen(<DocumentScreen />, '/document/:id', '/document/1', {
      prepare: (mock) => {
        mock.documents[0]!.target_lang = '';
        mockServer.use(
          http.get('*/api/document/:id/match_settings', () => HttpResponse.json({ display_threshold: 75 })),
        );
      },
    });
    const languages = await screen.findByLabelText('Languages');
    expect(languages.textContent).toBe('en → (not set)');
    expect(screen.getByText('done')).toBeTruthy();
  });
});
