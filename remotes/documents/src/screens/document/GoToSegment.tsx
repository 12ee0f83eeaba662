import { useRef, useState } from 'react';
import { Button, NumberField } from '@tessera/shared/ui';
import { useFocusShortcut } from '../../features/editor/common/shortcuts.ts';
import { useMessages } from '../i18n.ts';
import * as screensWords from '../locales/en/screens.arb';

export function GoToSegment({ count, onGo }: { count: number; onGo: (number: number) => void }) {
  const t = useMessages();
  const [value, setValue] = useState('');
  const field = useRef<HTMLInputElement>(null);
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
        placeholder={t(screensWords.documentGoToPlaceholder, { shortcut: 'Ctrl+G' })}
        min={1}
        max={count}
        value={value}
        aria-keyshortcuts="Control+G"
        onChange={(event) => setValue(event.target.value)}
        fieldClassName="w-36"
      />
      <Button type="submit">{t(screensWords.documentGo)}</Button>
    </form>
  );
}
