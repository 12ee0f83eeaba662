import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { inlineText, translatesNothing, personName } from '@tessera/shared';
import * as documentsApi from '@tessera/shared/api/documents';
import * as historyApi from '@tessera/shared/api/history';
import type { DocumentRecord, SegmentChange, SegmentVersion } from '@tessera/shared/contract';
import { useFormats } from '@tessera/shared/i18n';
import { type Message } from '@tessera/shared/i18n/catalog';
import { Alert, Badge, Button, FailureAlert, Spinner } from '@tessera/shared/ui';
import { documentKey, errorMessage, recordsKey } from '../../../common/documentQueries.ts';
import { languageAttributes } from '../../../common/language.ts';
import type { PanelTabProps } from './tabs.ts';
import { confirmationChange } from './confirmationChange.ts';
import { PanelNote } from './PanelStates.tsx';
import { TargetDiff } from '../common/TargetDiff.tsx';
import { useMessages } from './i18n.ts';
import * as panelWords from './locales/en/panel.arb';

export const historyKey = (recordId: number) => ['documents', 'history', recordId] as const;

/** How a version came about, as its badge says it (the message of each kind of change). */
const CHANGE_LABELS: Record<SegmentChange, Message<'panel'>> = {
  manual: panelWords.editorChangeManual,
  tm: panelWords.editorChangeTm,
  mt: panelWords.editorChangeMt,
  term: panelWords.editorChangeTerm,
  pretranslation: panelWords.editorChangePretranslation,
  import: panelWords.editorChangeImport,
  repetition: panelWords.editorChangeRepetition,
  replace: panelWords.editorChangeReplace,
  restore: panelWords.editorChangeRestore,
  return: panelWords.editorChangeReturn,
  reject: panelWords.editorChangeReject,
};

/**
 * The active segment's versions, newest first: who changed it, when and how, with the words taken out and put
 * in. Restoring a version saves its text again (a change of its own in the history).
 */
export function HistoryTab({ document, record }: PanelTabProps) {
  const t = useMessages();
  const formats = useFormats();
  const client = useQueryClient();
  const history = useQuery({
    queryKey: historyKey(record?.id ?? 0),
    queryFn: ({ signal }) => historyApi.getSegmentHistory(record!.id, signal),
    enabled: record !== null,
  });
  const restore = useMutation({
    mutationFn: ({ current, version }: { current: DocumentRecord; version: SegmentVersion }) =>
      documentsApi.updateDocumentRecord(current.id, {
        target: version.new_target,
        approved: version.new_approved && !translatesNothing(version.new_target, current.source),
        updated_at: current.updated_at,
        change: 'restore',
      }),
    onSettled: (_saved, _error, { current }) => {
      void client.invalidateQueries({ queryKey: historyKey(current.id) });
      void client.invalidateQueries({ queryKey: recordsKey(document.id) });
      void client.invalidateQueries({ queryKey: documentKey(document.id) });
    },
  });

  if (!record) return <PanelNote>{t(panelWords.editorHistorySelectSegment)}</PanelNote>;
  if (history.isPending) return <Spinner label={t(panelWords.editorHistoryLoading)} />;
  if (history.isError) {
    return (
      <Alert tone="error" title={t(panelWords.editorHistoryLoadFailed)}>
        {errorMessage(history.error)}
      </Alert>
    );
  }
  const versions = history.data.versions;
  if (versions.length === 0) return <PanelNote>{t(panelWords.editorHistoryNone)}</PanelNote>;
  return (
    <div className="flex flex-col gap-2 p-2">
      <FailureAlert failed={restore} title={t(panelWords.editorHistoryRestoreFailed)} describe={errorMessage} />
      <ol aria-label={t(panelWords.editorHistoryVersions)} className="flex flex-col gap-1">
        {versions.map((version) => {
          const isCurrent = version.new_target === record.target && version.new_approved === record.approved;
          const confirmation = confirmationChange(version, t);
          const time = formats.dateTime(version.created_at);
          const restored = inlineText(version.new_target);
          return (
            <li
              key={version.id}
              className="flex flex-col gap-1 rounded-md border border-slate-200 bg-white p-2 text-sm shadow-xs"
            >
              <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
                <Badge tone="neutral">{t(CHANGE_LABELS[version.change])}</Badge>
                {confirmation && <Badge tone={confirmation.tone}>{confirmation.words}</Badge>}
                {version.mt_quality && (
                  <span>
                    {version.mt_quality.score === null
                      ? t(panelWords.editorHistoryNoEstimate)
                      : t(panelWords.editorHistoryEstimate, { score: version.mt_quality.score })}
                  </span>
                )}
                <span>{version.user ? personName(version.user) : 'Tessera'}</span>
                <time dateTime={version.created_at}>{time}</time>
              </div>
              <p
                {...languageAttributes(document.target_lang)}
                className="break-words text-slate-900"
                aria-label={t(panelWords.editorHistoryChange)}
              >
                <TargetDiff before={inlineText(version.old_target)} after={inlineText(version.new_target)} />
              </p>
              {!isCurrent && !record.locked && (
                <div>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={restore.isPending}
                    onClick={() => restore.mutate({ current: record, version })}
                    aria-label={
                      restored
                        ? t(panelWords.editorHistoryRestoreLabel, { time, target: restored })
                        : t(panelWords.editorHistoryRestoreEmptyLabel, { time })
                    }
                  >
                    {t(panelWords.editorHistoryRestore)}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
