import { useRef, useState } from 'react';
import { Button, NumberField } from '@tessera/shared/ui';
import { useFocusShortcut } from '../../features/editor/common/shortcuts.ts';
import { useMessages } from '../i18n.ts';
import * as screensWords from '../locales/en/screens.arb';

/** About how many widths of "0" a text takes: wide (CJK, full-width) characters count twice, capitals a third more. */
function widthInCh(text: string): number {
  let width = 0;
  for (const char of text)
    width += /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFF00-\uFF60]/u.test(char)
      ? 2
      : /\p{Lu}/u.test(char)
        ? 1.34
        : 1;
  return Math.ceil(width);
}

export function GoToSegment({ count, onGo }: { count: number; onGo: (number: number) => void }) {
  const t = useMessages();
  const [value, setValue] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const placeholder = t(screensWords.documentGoToPlaceholder, { shortcut: 'Ctrl+G' });
  useFocusShortcut(field, { keys: 'Ctrl+G', description: t(screensWords.documentGoToShortcut), group: 'Navigation' });
  return (
    <form
      className="flex shrink-0 items-center gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        const number = Number(value);
        if (Number.isInteger(number) && number > 0) onGo(number);
      }}
    >
      <NumberField
        ref={field}
        label={t(screensWords.documentGoToSegment)}
        hideLabel
        placeholder={placeholder}
        // As wide as its placeholder in every language: a fixed width cut the German one ("Gehe zu (Ctrl+(").
        style={{ inlineSize: `calc(${widthInCh(placeholder)}ch + 3rem)` }}
        min={1}
        max={count}
        value={value}
        aria-keyshortcuts="Control+G"
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit">{t(screensWords.documentGo)}</Button>
    </form>
  );
}
