import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@tessera/shared/mocks/node';
import { renderScreen } from '@tessera/shared/mocks/render';
import { serveMockApi, testProject } from '../../common/testing.tsx';
import { ProjectInstructions } from './ProjectInstructions.tsx';

serveMockApi();

describe("the project's instructions to language models", () => {
  it('shows those of each target language and saves the one edited', async () => {
    const stored: Record<string, string> = { de: 'Formal "Sie".', fr: '' };
    const saved: { lang: string; body: unknown }[] = [];
    mockServer.use(
      http.get('*/api/projects/3/instructions/:lang', ({ params }) =>
        HttpResponse.json({ lang: params.lang, instructions: stored[String(params.lang)], updated_at: null }),
      ),
      http.put('*/api/projects/3/instructions/:lang', async ({ params, request }) => {
        const body = (await request.json()) as { instructions: string };
        saved.push({ lang: String(params.lang), body });
        stored[String(params.lang)] = body.instructions;
        return HttpResponse.json({ lang: params.lang, instructions: body.instructions, updated_at: null });
      }),
    );
    await renderScreen(
      <ProjectInstructions project={testProject({ target_langs: ['de', 'fr'] })} />,
      '/project/:id',
      '/project/3',
      { role: 'manager' },
    );
    const user = userEvent.setup();
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLTextAreaElement>('Style guide for de').value).toBe('Formal "Sie".'),
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save instructions' }).disabled).toBe(true);

    await user.selectOptions(screen.getByLabelText('Instructions for'), 'fr');
    const french = await screen.findByLabelText<HTMLTextAreaElement>('Style guide for fr');
    await user.type(french, 'Vouvoiement');
    await user.click(screen.getByRole('button', { name: 'Save instructions' }));
    await waitFor(() => expect(saved).toEqual([{ lang: 'fr', body: { instructions: 'Vouvoiement' } }]));
  });
});
