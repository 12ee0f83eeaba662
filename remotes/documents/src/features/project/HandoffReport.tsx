/**
 * What a package's return did: the segments applied and unchanged, the refused ones with their file, unit, a link to
 * the segment and the reason in the interface's language (the server's English message as the detail), and the
 * conflicts, Tessera's target beside the return's, each settled by keeping one (one by one or all at once).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { personName } from '@tessera/shared';
import * as handoffsApi from '@tessera/shared/api/handoffs';
import type { Handoff, HandoffConflict, HandoffReport } from '@tessera/shared/contract';
import { useFormats } from '@tessera/shared/i18n';
import { Button, FailureAlert, TBody, Table, Td, Tr, linkClass } from '@tessera/shared/ui';
import { documentPath } from '../../common/paths.ts';
import { projectHandoffsKey } from './queries.ts';
import { useMessages } from './panels-i18n.ts';
import * as projectPanelsWords from './locales/en/project-panels.arb';

type Take = 'keep' | 'return';

/** The editor opened at a segment: `?segment=` counts from 1, the position from 0. */
const segmentPath = (documentId: number, position: number) => `${documentPath(documentId)}?segment=${position + 1}`;

export function HandoffReportView({
  handoff,
  report,
  onSettled,
}: {
  handoff: Handoff;
  report: HandoffReport;
  /** The report once conflicts are settled (they leave its list). */
  onSettled: (report: HandoffReport) => void;
}) {
  // Said once the conflicts shown have all been settled here, not for a return that had none.
  const [settledHere, setSettledHere] = useState(false);
  const settled = (next: HandoffReport) => {
    setSettledHere(next.conflicts.length === 0);
    onSettled(next);
  };
  const t = useMessages();
  const f = useFormats();
  return (
    <div className="grid gap-4 text-sm">
      <p>
        {t(projectPanelsWords.projectHandoffReportFigures, {
          applied: f.number(report.applied),
          unchanged: f.number(report.unchanged),
        })}
      </p>
      {report.refused.length > 0 && <Refusals report={report} />}
      {report.conflicts.length > 0 && <Conflicts handoff={handoff} conflicts={report.conflicts} onSettled={settled} />}
      <p role="status">{settledHere && t(projectPanelsWords.projectHandoffSettled)}</p>
    </div>
  );
}

function Refusals({ report }: { report: HandoffReport }) {
  const t = useMessages();
  return (
    <section className="grid gap-2">
      <h3 className="font-semibold text-slate-800">{t(projectPanelsWords.projectHandoffRefusedTitle)}</h3>
      <Table
        label={t(projectPanelsWords.projectHandoffRefusedTitle)}
        columns={[
          t(projectPanelsWords.projectHandoffFile),
          t(projectPanelsWords.projectHandoffUnit),
          t(projectPanelsWords.projectHandoffSegment),
          t(projectPanelsWords.projectHandoffReason),
        ]}
      >
        <TBody>
          {report.refused.map((refusal, index) => (
            <Tr key={`${refusal.file}:${refusal.unit}:${index}`}>
              <Td className="break-all">{refusal.file}</Td>
              <Td className="font-mono break-all">{refusal.unit}</Td>
              <Td>
                {refusal.document_id !== null && refusal.position !== null ? (
                  <Link className={linkClass} to={segmentPath(refusal.document_id, refusal.position)}>
                    {t(projectPanelsWords.projectHandoffSegmentLink, { number: refusal.position + 1 })}
                  </Link>
                ) : (
                  '—'
                )}
              </Td>
              <Td>
                {t(projectPanelsWords.projectHandoffRefusal, { reason: refusal.reason })}
                <span className="block text-xs text-slate-500">{refusal.message}</span>
              </Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </section>
  );
}

function Conflicts({
  handoff,
  conflicts,
  onSettled,
}: {
  handoff: Handoff;
  conflicts: HandoffConflict[];
  onSettled: (report: HandoffReport) => void;
}) {
  const [choices, setChoices] = useState<Record<number, Take>>({});
  const client = useQueryClient();
  const settle = useMutation({
    mutationFn: () =>
      handoffsApi.resolveHandoffConflicts(
        { projectId: handoff.project_id, handoffId: handoff.id },
        { decisions: Object.entries(choices).map(([segment_id, take]) => ({ segment_id: Number(segment_id), take })) },
      ),
    onSuccess: (settled) => {
      setChoices({});
      void client.invalidateQueries({ queryKey: projectHandoffsKey(handoff.project_id) });
      if (settled.report) onSettled(settled.report);
    },
  });
  const all = (take: Take) => setChoices(Object.fromEntries(conflicts.map(({ segment_id }) => [segment_id, take])));
  const t = useMessages();
  const f = useFormats();
  return (
    <section className="grid gap-2">
      <h3 className="font-semibold text-slate-800">{t(projectPanelsWords.projectHandoffConflictsTitle)}</h3>
      <p className="text-slate-600">{t(projectPanelsWords.projectHandoffConflictsExplained)}</p>
      <Table
        label={t(projectPanelsWords.projectHandoffConflictsTable)}
        columns={[
          t(projectPanelsWords.projectHandoffSegment),
          t(projectPanelsWords.projectHandoffSource),
          t(projectPanelsWords.projectHandoffCurrent),
          t(projectPanelsWords.projectHandoffReturned),
          t(projectPanelsWords.projectHandoffChoice),
        ]}
      >
        <TBody>
          {conflicts.map((conflict) => {
            const number = conflict.position + 1;
            const choose = (take: Take) => setChoices((chosen) => ({ ...chosen, [conflict.segment_id]: take }));
            return (
              <Tr key={conflict.segment_id}>
                <Td>
                  <Link className={linkClass} to={segmentPath(conflict.document_id, conflict.position)}>
                    {t(projectPanelsWords.projectHandoffSegmentLink, { number })}
                  </Link>
                  <span className="block text-xs break-all text-slate-500">{conflict.document_name}</span>
                </Td>
                <Td>{conflict.source}</Td>
                <Td>
                  {conflict.current}
                  <span className="block text-xs text-slate-500">
                    {t(projectPanelsWords.projectHandoffChangedBy, {
                      person: conflict.changed_by ? personName(conflict.changed_by) : '—',
                      when: f.dateTime(conflict.changed_at),
                    })}
                  </span>
                </Td>
                <Td>{conflict.returned}</Td>
                <Td>
                  <fieldset
                    className="grid gap-1"
                    aria-label={t(projectPanelsWords.projectHandoffChoiceOf, {
                      number,
                      document: conflict.document_name,
                    })}
                  >
                    {(['keep', 'return'] as const).map((take) => (
                      <label key={take} className="flex items-center gap-2 whitespace-nowrap">
                        <input
                          type="radio"
                          name={`handoff-conflict-${conflict.segment_id}`}
                          checked={choices[conflict.segment_id] === take}
                          onChange={() => choose(take)}
                        />
                        {t(
                          take === 'keep'
                            ? projectPanelsWords.projectHandoffKeep
                            : projectPanelsWords.projectHandoffTake,
                        )}
                      </label>
                    ))}
                  </fieldset>
                </Td>
              </Tr>
            );
          })}
        </TBody>
      </Table>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => all('keep')}>
          {t(projectPanelsWords.projectHandoffKeepAll)}
        </Button>
        <Button size="sm" onClick={() => all('return')}>
          {t(projectPanelsWords.projectHandoffTakeAll)}
        </Button>
        <Button
          size="sm"
          variant="primary"
          busy={settle.isPending}
          disabled={Object.keys(choices).length === 0}
          onClick={() => settle.mutate()}
        >
          {t(projectPanelsWords.projectHandoffSettle)}
        </Button>
      </div>
      <FailureAlert failed={settle} />
    </section>
  );
}
