/**
 * The project's screenshots (issue #69): images of the app's screens with the boxes of the strings on them, which
 * the editor's side panel shows beside a segment. Managers upload them (PNG, JPEG or WebP; the server tells the type
 * by content and refuses what is too large, in the words of the interface's language), rename and delete them, and
 * draw, move, resize and link their boxes; everyone else who reads the project sees them.
 */
import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SCREENSHOT_MAX_BYTES, type Project, type Screenshot } from '@tessera/shared/contract';
import * as screenshotsApi from '@tessera/shared/api/screenshots';
import { useFormats } from '@tessera/shared/i18n';
import {
  Alert,
  Button,
  Card,
  DeleteDialog,
  EmptyState,
  FailureAlert,
  ProgressBar,
  RenameDialog,
  Spinner,
  sizeLimit,
} from '@tessera/shared/ui';
import { projectKey } from './queries.ts';
import { ScreenshotBoxesEditor } from './ScreenshotBoxesEditor.tsx';
import { useMessages } from './screenshots-i18n.ts';
import * as words from './locales/en/project-screenshots.arb';

export const projectScreenshotsKey = (id: number) => [...projectKey(id), 'screenshots'] as const;

const MAX = sizeLimit(SCREENSHOT_MAX_BYTES);

export function ProjectScreenshots({ project, manager }: { project: Project; manager: boolean }) {
  const t = useMessages();
  const client = useQueryClient();
  const key = projectScreenshotsKey(project.id);
  const screenshots = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => screenshotsApi.listScreenshots(project.id, signal),
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const [renaming, setRenaming] = useState<Screenshot | null>(null);
  const [deleting, setDeleting] = useState<Screenshot | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const open = screenshots.data?.screenshots.find((shot) => shot.id === openId);
  const ref = (shot: Screenshot) => ({ projectId: project.id, screenshotId: shot.id });

  return (
    <Card title={t(words.screenshotsTitle)}>
      <div className="grid gap-4 px-4 py-3 text-sm">
        <p className="text-slate-600">{t(words.screenshotsExplained)}</p>
        {manager && (
          <UploadScreenshot project={project} onUploaded={(shot) => void refresh().then(() => setOpenId(shot.id))} />
        )}
        {screenshots.isPending && <Spinner label={t(words.screenshotsLoading)} />}
        <FailureAlert failed={screenshots} />
        {screenshots.data &&
          (screenshots.data.screenshots.length === 0 ? (
            <EmptyState title={t(words.screenshotsNoneTitle)}>
              {manager ? t(words.screenshotsNoneText) : t(words.screenshotsNoneReader)}
            </EmptyState>
          ) : (
            <ul
              aria-label={t(words.screenshotsList)}
              className="grid grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] gap-3"
            >
              {screenshots.data.screenshots.map((shot) => (
                <ScreenshotCard
                  key={shot.id}
                  project={project}
                  screenshot={shot}
                  manager={manager}
                  opened={shot.id === openId}
                  onOpen={() => setOpenId(shot.id)}
                  onRename={() => setRenaming(shot)}
                  onDelete={() => setDeleting(shot)}
                />
              ))}
            </ul>
          ))}
        {open && (
          <ScreenshotBoxesEditor
            key={open.id}
            project={project}
            screenshot={open}
            manager={manager}
            onSaved={() => void refresh()}
            onClose={() => setOpenId(null)}
          />
        )}
      </div>
      {renaming && (
        <RenameDialog
          title={t(words.screenshotRenameTitle)}
          label={t(words.screenshotName)}
          currentName={renaming.name}
          schema={async () => (await import('@tessera/shared/contract')).ScreenshotName}
          maxLength={200}
          onRename={async (name) => {
            await screenshotsApi.renameScreenshot(ref(renaming), { name });
            await refresh();
          }}
          onClose={() => setRenaming(null)}
        />
      )}
      {deleting && (
        <DeleteDialog
          title={t(words.screenshotDeleteTitle)}
          message={t(words.screenshotDeleteText, { name: deleting.name })}
          confirmLabel={t(words.screenshotDeleteConfirm)}
          onDelete={async () => {
            await screenshotsApi.deleteScreenshot(ref(deleting));
            if (openId === deleting.id) setOpenId(null);
            await refresh();
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </Card>
  );
}

/** The file field: the file chosen uploads at once, its progress shown; a refusal says why in the interface's words. */
function UploadScreenshot({ project, onUploaded }: { project: Project; onUploaded: (shot: Screenshot) => void }) {
  const t = useMessages();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [tooBig, setTooBig] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) =>
      screenshotsApi.uploadScreenshot(project.id, file, undefined, (fraction) =>
        setProgress({ name: file.name, fraction }),
      ),
    onSuccess: onUploaded,
    onSettled: () => setProgress(null),
  });
  const choose = (file: File | undefined) => {
    if (!file) return;
    upload.reset();
    // The server would refuse it with a 413 once sent: said before sending, in the interface's words.
    if (file.size > SCREENSHOT_MAX_BYTES)
      return setTooBig(t(words.screenshotsTooBig, { name: file.name, max: MAX.words }));
    setTooBig(null);
    setProgress({ name: file.name, fraction: 0 });
    upload.mutate(file);
  };
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <label className="grid gap-1">
          <span className="font-medium text-slate-800">{t(words.screenshotsUpload)}</span>
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            disabled={upload.isPending}
            aria-describedby="screenshot-upload-hint"
            className="text-sm file:me-3 file:rounded file:border file:border-slate-300 file:bg-white file:px-3 file:py-1"
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
        <span id="screenshot-upload-hint" className="text-slate-600">
          {t(words.screenshotsUploadHint, { max: MAX.words })}
        </span>
      </div>
      {progress && (
        <ProgressBar value={progress.fraction} label={t(words.screenshotsUploading, { name: progress.name })} />
      )}
      {tooBig && <Alert tone="error">{tooBig}</Alert>}
      <FailureAlert failed={upload} />
    </div>
  );
}

function ScreenshotCard({
  project,
  screenshot,
  manager,
  opened,
  onOpen,
  onRename,
  onDelete,
}: {
  project: Project;
  screenshot: Screenshot;
  manager: boolean;
  opened: boolean;
  onOpen: () => void;
  onRename: () => void;
  onDelete: () => void;
}) {
  const t = useMessages();
  const f = useFormats();
  const name = screenshot.name;
  return (
    <li className="grid gap-2 rounded border border-slate-200 p-2">
      <img
        src={screenshotsApi.screenshotImageUrl({ projectId: project.id, screenshotId: screenshot.id })}
        alt={t(words.screenshotImageAlt, { name })}
        loading="lazy"
        className="h-28 w-full rounded bg-slate-100 object-contain"
      />
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900" title={name}>
          {name}
        </p>
        <p className="text-slate-600">
          {t(words.screenshotSize, { width: f.number(screenshot.width), height: f.number(screenshot.height) })}
          {' · '}
          {t(words.screenshotBoxCount, { count: screenshot.boxes })}
        </p>
      </div>
      <div className="flex flex-wrap gap-1">
        <Button size="sm" aria-pressed={opened} aria-label={t(words.screenshotOpenNamed, { name })} onClick={onOpen}>
          {t(words.screenshotOpen)}
        </Button>
        {manager && (
          <>
            <Button size="sm" aria-label={t(words.screenshotRenameNamed, { name })} onClick={onRename}>
              {t(words.screenshotRename)}
            </Button>
            <Button size="sm" variant="danger" aria-label={t(words.screenshotDeleteNamed, { name })} onClick={onDelete}>
              {t(words.screenshotDelete)}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
