/**
 * The project's packages, for its managers: a language's documents (or one person's) sent out as an OmegaT project or
 * an XLIFF 2.0 or 1.2 kit to a freelancer's desktop tool, read-only here while out. Each row offers its package's download, the upload of
 * its return (with the upload's progress, then the return's report) and taking it back without one; a return's
 * report lists what was applied, what was refused and why, and the conflicts the manager settles side by side.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { personName } from '@tessera/shared';
import * as handoffsApi from '@tessera/shared/api/handoffs';
import { HandoffFormat, type Handoff, type HandoffReport, type Project, type UserRef } from '@tessera/shared/contract';
import { useFormats, type Formats } from '@tessera/shared/i18n';
import {
  FailureAlert,
  Badge,
  Button,
  Card,
  ConfirmDialog,
  Dialog,
  EmptyState,
  FormDialog,
  ProgressBar,
  Select,
  Spinner,
  TBody,
  Table,
  Td,
  TextField,
  Tr,
  linkClass,
} from '@tessera/shared/ui';
import { PersonPicker } from '@tessera/shared/ui/person-picker';
import { HandoffReportView } from './HandoffReport.tsx';
import { projectHandoffsKey, projectKey } from './queries.ts';
import { useMessages } from './panels-i18n.ts';
import * as projectPanelsWords from './locales/en/project-panels.arb';

const STATE_TONES = { out: 'warning', returned: 'success', taken_back: 'info' } as const;

/** An instant as the packages' table shows it, in the interface's locale; a dash for none. */
const when = (f: Formats, iso: string | null) => (iso ? f.dateTime(iso) : '—');

/** What a dialog of the card is open for: sending out, a package's return (upload or report), taking one back. */
type Open = { kind: 'send' } | { kind: 'return' | 'takeBack'; handoff: Handoff } | null;

export function ProjectHandoffs({ project }: { project: Project }) {
  const handoffs = useQuery({
    queryKey: projectHandoffsKey(project.id),
    queryFn: async ({ signal }) => (await handoffsApi.listHandoffs(project.id, signal)).handoffs,
  });
  const [open, setOpen] = useState<Open>(null);
  const client = useQueryClient();
  // A package out or back changes what the documents table and the progress show: the whole project is refreshed.
  const close = () => {
    setOpen(null);
    void client.invalidateQueries({ queryKey: projectKey(project.id) });
  };
  const t = useMessages();
  return (
    <Card title={t(projectPanelsWords.projectHandoffsTitle)}>
      <div className="grid gap-4 px-4 py-3 text-sm">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <p className="max-w-prose text-slate-600">{t(projectPanelsWords.projectHandoffsExplained)}</p>
          <Button variant="primary" onClick={() => setOpen({ kind: 'send' })}>
            {t(projectPanelsWords.projectHandoffSendOut)}
          </Button>
        </div>
        {handoffs.isPending && <Spinner label={t(projectPanelsWords.projectHandoffsLoading)} />}
        <FailureAlert failed={handoffs} />
        {handoffs.data &&
          (handoffs.data.length === 0 ? (
            <EmptyState title={t(projectPanelsWords.projectHandoffsNoneTitle)}>
              {t(projectPanelsWords.projectHandoffsNoneText)}
            </EmptyState>
          ) : (
            <HandoffsTable handoffs={handoffs.data} onOpen={(kind, handoff) => setOpen({ kind, handoff })} />
          ))}
      </div>
      {open?.kind === 'send' && <SendOutDialog project={project} onClose={close} />}
      {open?.kind === 'return' && <ReturnDialog handoff={open.handoff} onClose={close} />}
      {open?.kind === 'takeBack' && <TakeBackDialog handoff={open.handoff} onClose={close} />}
    </Card>
  );
}

function HandoffsTable({
  handoffs,
  onOpen,
}: {
  handoffs: Handoff[];
  onOpen: (kind: 'return' | 'takeBack', handoff: Handoff) => void;
}) {
  const t = useMessages();
  const f = useFormats();
  return (
    <Table
      label={t(projectPanelsWords.projectHandoffsTable)}
      columns={[
        t(projectPanelsWords.projectHandoffLanguage),
        t(projectPanelsWords.projectHandoffPerson),
        t(projectPanelsWords.projectHandoffFormat),
        t(projectPanelsWords.projectHandoffStateColumn),
        t(projectPanelsWords.projectHandoffSent),
        t(projectPanelsWords.projectHandoffDue),
        t(projectPanelsWords.projectHandoffClosed),
        t(projectPanelsWords.projectHandoffReturn),
      ]}
      actionsColumn="w-72"
    >
      <TBody>
        {handoffs.map((handoff) => {
          const named = { language: handoff.target_lang, when: f.dateTime(handoff.sent_at) };
          const { report } = handoff;
          return (
            <Tr key={handoff.id}>
              <Td>{handoff.target_lang}</Td>
              <Td>{handoff.person ? personName(handoff.person) : t(projectPanelsWords.projectHandoffEveryone)}</Td>
              <Td>{t(projectPanelsWords.projectHandoffFormatName, { format: handoff.format })}</Td>
              <Td>
                <Badge tone={STATE_TONES[handoff.state]}>
                  {t(projectPanelsWords.projectHandoffState, { state: handoff.state })}
                </Badge>
              </Td>
              <Td>
                {handoff.sent_by
                  ? t(projectPanelsWords.projectHandoffSentByAt, {
                      person: personName(handoff.sent_by),
                      when: f.dateTime(handoff.sent_at),
                    })
                  : f.dateTime(handoff.sent_at)}
              </Td>
              <Td>{when(f, handoff.due_at)}</Td>
              <Td>{when(f, handoff.closed_at)}</Td>
              <Td>
                {report
                  ? t(projectPanelsWords.projectHandoffSummary, {
                      applied: f.number(report.applied),
                      refused: f.number(report.refused.length),
                      conflicts: f.number(report.conflicts.length),
                    })
                  : '—'}
              </Td>
              <Td className="text-end">
                <span className="inline-flex flex-wrap justify-end gap-2">
                  {handoff.state === 'out' && (
                    <a
                      className={linkClass}
                      href={handoffsApi.handoffPackageUrl({ projectId: handoff.project_id, handoffId: handoff.id })}
                      download
                      aria-label={t(projectPanelsWords.projectHandoffDownloadOf, named)}
                    >
                      {t(projectPanelsWords.projectHandoffDownload)}
                    </a>
                  )}
                  {/* Taken back, its return is still taken: what changed here meanwhile comes back as conflicts. */}
                  {handoff.state !== 'returned' && (
                    <Button
                      size="sm"
                      onClick={() => onOpen('return', handoff)}
                      aria-label={t(projectPanelsWords.projectHandoffUploadReturnOf, named)}
                    >
                      {t(projectPanelsWords.projectHandoffUploadReturn)}
                    </Button>
                  )}
                  {handoff.state === 'out' && (
                    <Button
                      size="sm"
                      variant="danger"
                      onClick={() => onOpen('takeBack', handoff)}
                      aria-label={t(projectPanelsWords.projectHandoffTakeBackOf, named)}
                    >
                      {t(projectPanelsWords.projectHandoffTakeBack)}
                    </Button>
                  )}
                  {report && (
                    <Button
                      size="sm"
                      onClick={() => onOpen('return', handoff)}
                      aria-label={t(projectPanelsWords.projectHandoffShowReportOf, named)}
                    >
                      {t(projectPanelsWords.projectHandoffShowReport)}
                    </Button>
                  )}
                </span>
              </Td>
            </Tr>
          );
        })}
      </TBody>
    </Table>
  );
}

/**
 * Sends a language out: its target language among the project's, the package's kind (an OmegaT project, or an XLIFF
 * 2.0 or 1.2 kit), optionally one person's documents (any assignable person, found by search: the server says when
 * they hold no step of the language) and a due date; once made, the package's link.
 */
function SendOutDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const [language, setLanguage] = useState(project.target_langs[0] ?? '');
  // Nobody chosen: every document of the language.
  const [person, setPerson] = useState<UserRef | null>(null);
  const [format, setFormat] = useState<HandoffFormat>('omegat');
  const [due, setDue] = useState('');
  const client = useQueryClient();
  const send = useMutation({
    mutationFn: () =>
      handoffsApi.createHandoff(project.id, {
        target_lang: language,
        format,
        ...(person && { user_id: person.id }),
        // The field's local time, as an instant with its offset.
        ...(due && { due_at: new Date(due).toISOString() }),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: projectHandoffsKey(project.id) }),
  });
  const t = useMessages();
  if (send.data) return <SentDialog handoff={send.data} onClose={onClose} />;
  return (
    <FormDialog
      title={t(projectPanelsWords.projectHandoffSendOutTitle)}
      submitLabel={t(projectPanelsWords.projectHandoffSendOut)}
      onSubmit={() => send.mutate()}
      onClose={onClose}
      busy={send.isPending}
    >
      <div className="grid gap-3">
        <Select
          label={t(projectPanelsWords.projectHandoffTargetLanguage)}
          options={project.target_langs.map((lang) => ({ value: lang, label: lang }))}
          value={language}
          onChange={(event) => setLanguage(event.target.value)}
          data-autofocus
        />
        <Select
          label={t(projectPanelsWords.projectHandoffFormatField)}
          options={HandoffFormat.options.map((value) => ({
            value,
            label: t(projectPanelsWords.projectHandoffFormatName, { format: value }),
          }))}
          value={format}
          onChange={(event) => setFormat(HandoffFormat.parse(event.target.value))}
          hint={t(projectPanelsWords.projectHandoffFormatHint, { format })}
        />
        <PersonPicker
          label={t(projectPanelsWords.projectHandoffWhose)}
          value={person}
          onChange={setPerson}
          noneLabel={t(projectPanelsWords.projectHandoffEveryDocument)}
        />
        <TextField
          type="datetime-local"
          label={t(projectPanelsWords.projectHandoffDueField)}
          value={due}
          onChange={(event) => setDue(event.target.value)}
        />
        <FailureAlert
          failed={send}
          fields={{
            target_lang: t(projectPanelsWords.projectHandoffTargetLanguage),
            format: t(projectPanelsWords.projectHandoffFormatField),
            user_id: t(projectPanelsWords.projectHandoffWhose),
            due_at: t(projectPanelsWords.projectHandoffDueField),
          }}
        />
      </div>
    </FormDialog>
  );
}

function SentDialog({ handoff, onClose }: { handoff: Handoff; onClose: () => void }) {
  const t = useMessages();
  return (
    <Dialog
      open
      title={t(projectPanelsWords.projectHandoffSentTitle)}
      onClose={onClose}
      footer={<Button onClick={onClose}>{t(projectPanelsWords.projectHandoffClose)}</Button>}
    >
      <p className="text-sm">
        {t(projectPanelsWords.projectHandoffSentText)}{' '}
        <a
          className={linkClass}
          href={handoffsApi.handoffPackageUrl({ projectId: handoff.project_id, handoffId: handoff.id })}
          download
        >
          {t(projectPanelsWords.projectHandoffDownload)}
        </a>
      </p>
    </Dialog>
  );
}

/**
 * A package's return: while it is out, the file to upload and the upload's progress; then (or for a package returned
 * before) its report, where its conflicts are settled.
 */
function ReturnDialog({ handoff, onClose }: { handoff: Handoff; onClose: () => void }) {
  const [report, setReport] = useState<HandoffReport | null>(handoff.report);
  const t = useMessages();
  const title = t(projectPanelsWords.projectHandoffReturnTitle, { language: handoff.target_lang });
  if (!report) return <UploadReturn handoff={handoff} title={title} onReturned={setReport} onClose={onClose} />;
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      footer={<Button onClick={onClose}>{t(projectPanelsWords.projectHandoffClose)}</Button>}
    >
      <HandoffReportView handoff={handoff} report={report} onSettled={setReport} />
    </Dialog>
  );
}

function UploadReturn({
  handoff,
  title,
  onReturned,
  onClose,
}: {
  handoff: Handoff;
  title: string;
  onReturned: (report: HandoffReport) => void;
  onClose: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [progress, setProgress] = useState(0);
  const client = useQueryClient();
  const upload = useMutation({
    mutationFn: (chosen: File) =>
      handoffsApi.returnHandoff({ projectId: handoff.project_id, handoffId: handoff.id }, chosen, setProgress),
    onSuccess: (returned) => {
      void client.invalidateQueries({ queryKey: projectHandoffsKey(handoff.project_id) });
      if (returned.report) onReturned(returned.report);
    },
  });
  const submit = () => {
    setMissing(!file);
    if (!file) return;
    setProgress(0);
    upload.mutate(file);
  };
  const t = useMessages();
  return (
    <FormDialog
      title={title}
      submitLabel={t(projectPanelsWords.projectHandoffReturnUpload)}
      onSubmit={submit}
      onClose={onClose}
      busy={upload.isPending}
    >
      <div className="grid gap-3">
        <TextField
          type="file"
          label={t(projectPanelsWords.projectHandoffReturnFile)}
          accept=".zip,.xlf,.xliff,.tmx,.sdlxliff,.mqxliff,.sdlrpx"
          hint={t(projectPanelsWords.projectHandoffReturnHint)}
          error={missing ? t(projectPanelsWords.projectHandoffReturnMissing) : undefined}
          disabled={upload.isPending}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          data-autofocus
        />
        {upload.isPending && <ProgressBar value={progress} label={t(projectPanelsWords.projectHandoffUploading)} />}
        <FailureAlert failed={upload} />
      </div>
    </FormDialog>
  );
}

function TakeBackDialog({ handoff, onClose }: { handoff: Handoff; onClose: () => void }) {
  const client = useQueryClient();
  const takeBack = useMutation({
    mutationFn: () => handoffsApi.takeBackHandoff({ projectId: handoff.project_id, handoffId: handoff.id }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: projectHandoffsKey(handoff.project_id) });
      onClose();
    },
  });
  const t = useMessages();
  return (
    <ConfirmDialog
      open
      title={t(projectPanelsWords.projectHandoffTakeBackTitle)}
      message={
        <div className="grid gap-2">
          <p>{t(projectPanelsWords.projectHandoffTakeBackText, { language: handoff.target_lang })}</p>
          <FailureAlert failed={takeBack} />
        </div>
      }
      confirmLabel={t(projectPanelsWords.projectHandoffTakeBack)}
      onConfirm={() => takeBack.mutate()}
      onCancel={onClose}
      busy={takeBack.isPending}
    />
  );
}
