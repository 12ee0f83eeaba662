/**
 * The kit's dialogs as every screen gets them: their code (./dialogs.ts) is not downloaded to show a page, but at
 * the user's first press of a key or pointer on it, so that it is there by the time the click it began opens a
 * dialog. A closed dialog (`open={false}`) renders nothing and downloads nothing, as the dialog itself would.
 */
import type { ComponentType } from 'react';
import type { TrackImportOptions } from './trackImport.ts';
import type { ToastApi } from './Toast.tsx';
import { lazyPart, loadAtFirstPress } from './lazyPart.tsx';
import { messagesIn } from '@tessera/shared/ui/messages';
import * as kitWords from '../locales/en/kit.arb';

const dialogs = () => import('./dialogs.ts');

loadAtFirstPress(dialogs);

function onlyWhenOpen<Part extends ComponentType<never>>(part: Part): Part {
  const Shown = part as unknown as ComponentType<{ open?: boolean }>;
  function WhenOpen(props: { open?: boolean }) {
    return props.open === false ? null : <Shown {...props} />;
  }
  return WhenOpen as unknown as Part;
}

const what = { what: () => messagesIn()(kitWords.lazyDialogWhat) };
export const Dialog = onlyWhenOpen(lazyPart(dialogs, 'Dialog', what));
export const ConfirmDialog = onlyWhenOpen(lazyPart(dialogs, 'ConfirmDialog', what));
export const FormDialog = onlyWhenOpen(lazyPart(dialogs, 'FormDialog', what));
export const RenameDialog = lazyPart(dialogs, 'RenameDialog', what);
export const DeleteDialog = lazyPart(dialogs, 'DeleteDialog', what);
export const ImportFileDialog = lazyPart(dialogs, 'ImportFileDialog', what);

/** ./trackImport.ts's toast, whose code comes with the dialogs': an import starts from one. */
export function trackImport(toast: ToastApi, options: TrackImportOptions): void {
  void dialogs().then((loaded) => loaded.trackImport(toast, options));
}
