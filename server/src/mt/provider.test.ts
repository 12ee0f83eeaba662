import { describe, expect, it } from 'vitest';
import { inlineToken as tok, type InlineCode } from '@tessera/shared/contract';
import { fromTagged, restoreCodes, toTagged } from './provider.ts';

const codes: InlineCode[] = [
  { id: 1, kind: 'open', label: '<g1>', xml: '<g id="1">' },
  { id: 2, kind: 'close', label: '</g1>', xml: '</g>' },
  { id: 3, kind: 'standalone', label: '<x3/>', xml: '<x id="3"/>' },
];

describe('inline codes through a provider', () => {
  it('sends code tokens as <x id/> elements with the text XML-escaped', () => {
    expect(toTagged(`Press ${tok(1)}Start${tok(2)} & wait < 5 s${tok(3)}`)).toBe(
      'Press <x id="1"/>Start<x id="2"/> &amp; wait &lt; 5 s<x id="3"/>',
    );
  });

  it('reads the elements back however the provider wrote them, and unescapes the text', () => {
    expect(fromTagged('Drücken Sie <x id="1"></x>Start<X id=\'2\' /> &amp; warten &lt; 5&#160;s<x id="3">')).toBe(
      `Drücken Sie ${tok(1)}Start${tok(2)} & warten < 5\u00a0s${tok(3)}`,
    );
  });

  it('drops markup the provider invented and control characters that could forge a token', () => {
    expect(fromTagged('<p>Hallo <b>Welt</b></p>\u00011\u0002 &#1;')).toBe('Hallo Welt1 ');
  });

  it('leaves a lone "<" of an LLM answer as text', () => {
    expect(fromTagged('a < b and c<d')).toBe('a < b and c<d');
  });
});

describe('restoreCodes', () => {
  const source = `Press ${tok(1)}Start${tok(2)} now${tok(3)}`;

  it('keeps a translation whose codes are complete and well nested', () => {
    const target = `Jetzt ${tok(1)}Start${tok(2)} drücken${tok(3)}`;
    expect(restoreCodes(target, source, codes)).toBe(target);
  });

  it('drops unknown and repeated codes and appends missing ones', () => {
    expect(restoreCodes(`Jetzt ${tok(1)}Start${tok(2)}${tok(2)} ${tok(9)}drücken`, source, codes)).toBe(
      `Jetzt ${tok(1)}Start${tok(2)} drücken${tok(3)}`,
    );
  });

  it('falls back to the text followed by every code in source order when a pair is crossed', () => {
    expect(restoreCodes(`${tok(2)}Start${tok(1)} drücken${tok(3)}`, source, codes)).toBe(
      `Start drücken${tok(1)}${tok(2)}${tok(3)}`,
    );
  });
});
