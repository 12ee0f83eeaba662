import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LanguageFields, languageName } from './LanguageFields.tsx';

function Form() {
  const [source, setSource] = useState('');
  const [target, setTarget] = useState('');
  return (
    <LanguageFields
      source={{ value: source, onChange: (event) => setSource(event.target.value) }}
      target={{ value: target, onChange: (event) => setTarget(event.target.value) }}
      optional={false}
    />
  );
}

const suggestions = () =>
  [...document.querySelectorAll('datalist option')].map((option) => [
    option.getAttribute('value'),
    option.getAttribute('label'),
  ]);

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('language fields', () => {
  it('names the language of the code typed, and says when a code names none', async () => {
    render(<Form />);
    const user = userEvent.setup();
    const source = screen.getByLabelText('Source language');
    await user.type(source, 'de-at');
    expect(screen.getByText('German (Austria)')).toBeTruthy();
    await user.clear(source);
    await user.type(source, 'english');
    expect(screen.getByText('No language known by this code')).toBeTruthy();
    await user.clear(source);
    await user.type(source, 'de_AT!');
    expect(screen.getByText('Not a language code (such as "en" or "de-AT")')).toBeTruthy();
    expect(source.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('suggests codes with their names, the ones chosen lately first', async () => {
    render(<Form />);
    expect(suggestions()[0]).toEqual(['en', 'English']);
    expect(suggestions()).toContainEqual(['pt-BR', 'Portuguese (Brazil)']);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Target language'), 'fi');
    await user.tab();
    await user.type(screen.getByLabelText('Source language'), 'nonsense!');
    await user.tab();
    cleanup();
    render(<Form />);
    expect(suggestions()[0]).toEqual(['fi', 'Finnish']);
    expect(suggestions().filter(([code]) => code === 'fi')).toHaveLength(1);
    expect(suggestions().map(([code]) => code)).not.toContain('nonsense!');
  });

  it('gives the name of a code for other screens to show', () => {
    expect(languageName('en-us')).toBe('English (United States)');
    expect(languageName('xx-??')).toBeNull();
  });
});
