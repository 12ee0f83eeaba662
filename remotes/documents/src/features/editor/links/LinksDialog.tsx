import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '@tessera/shared';
import * as matchingApi from '@tessera/shared/api/matching';
import * as repetitionsApi from '@tessera/shared/api/repetitions';
import {
  MIN_MATCH_SIMILARITY,
  can,
  type Document,
  type DocumentGlossaryLink,
  type DocumentMatchSettings,
  type DocumentTmLink,
  type RepetitionPropagation,
} from '@tessera/shared/contract';
import {
  Button,
  Dialog,
  ErrorState,
  FailureAlert,
  FormDialog,
  Select,
  Spinner,
  NumberField,
  useToast,
} from '@tessera/shared/ui';
import { errorMessage } from '../../../common/documentQueries.ts';
import { matchSettingsKey, useMatchSettings } from '../panel/matches.ts';
import { glossaryLinksKey, tmLinksKey, useGlossaryLinks, useTmLinks } from './queries.ts';
import { TERM_HITS_KEY } from '../panel/terms.ts';
import { repetitionSettingsKey, useRepetitionSettings } from '../RepetitionOffer.tsx';
import {
  GlossaryLinks,
  MemoryLinks,
  MODE_LABELS,
  sameMode,
  useEditedLinks,
  type Item,
  type TmItem,
} from '../../../common/OrderedLinks.tsx';
import { LanguageFitNotes, documentLanguageFitNote } from '../../../common/LanguageFit.tsx';

const PROPAGATION_LABELS: Record<RepetitionPropagation, string> = {
  offer: 'Offer to fill its repetitions',
  auto: 'Fill its repetitions at once',
};
const PROPAGATION_OPTIONS = (Object.keys(PROPAGATION_LABELS) as RepetitionPropagation[]).map((value) => ({
  value,
  label: PROPAGATION_LABELS[value],
}));
const PROPAGATION_HEADING = 'When a segment with repetitions is confirmed';
const PROPAGATION_HINT = 'Repetitions already confirmed or locked keep their own translation.';

/** The header's button to the document's translation memories, glossaries and match threshold. */
/**
 * Which translation memories (each read, or read and write, in priority order) and glossaries the document
 * uses, and the lowest match percentage the editor shows. Managers and admins change them; translators see
 * them. Write TMs receive every segment approved in the document.
 */
export function LinksDialog({ document, onClose }: { document: Document; onClose: () => void }) {
  const user = useCurrentUser();
  const canManage = can(user, 'document.manage');
  const tmLinks = useTmLinks(document.id);
  const glossaryLinks = useGlossaryLinks(document.id);
  const settings = useMatchSettings(document.id);
  const repetitions = useRepetitionSettings(document.id);
  const queries = [tmLinks, glossaryLinks, settings, repetitions];
  const failed = queries.find((query) => query.isError);
  const title = `Translation memories and glossaries of ${document.name}`;

  if (failed || !tmLinks.data || !glossaryLinks.data || !settings.data || !repetitions.data) {
    return (
      <Dialog open title={title} onClose={onClose} footer={<Button onClick={onClose}>Close</Button>}>
        {failed ? (
          <ErrorState
            title="The settings could not be loaded"
            message={errorMessage(failed.error)}
            onRetry={() => queries.forEach((query) => void query.refetch())}
          />
        ) : (
          <Spinner label="Loading the settings…" />
        )}
      </Dialog>
    );
  }
  if (!canManage) {
    return (
      <Dialog
        open
        title={title}
        onClose={onClose}
        footer={
          <Button data-autofocus onClick={onClose}>
            Close
          </Button>
        }
      >
        <LinksSummary
          document={document}
          memories={tmLinks.data}
          glossaries={glossaryLinks.data}
          settings={settings.data}
          propagation={repetitions.data.propagation}
        />
      </Dialog>
    );
  }
  return (
    <LinksForm
      document={document}
      title={title}
      memories={tmLinks.data}
      glossaries={glossaryLinks.data}
      settings={settings.data}
      propagation={repetitions.data.propagation}
      onClose={onClose}
    />
  );
}

function LinksSummary({
  document,
  memories,
  glossaries,
  settings,
  propagation,
}: {
  document: Document;
  memories: DocumentTmLink[];
  glossaries: DocumentGlossaryLink[];
  settings: DocumentMatchSettings;
  propagation: RepetitionPropagation;
}) {
  return (
    <div className="flex flex-col gap-4 text-sm">
      <section aria-labelledby="links-tms">
        <h3 id="links-tms" className="mb-1 font-semibold text-slate-800">
          Translation memories, by priority
          {memories[0]?.inherited && <span className="font-normal text-slate-500"> (the project&apos;s)</span>}
        </h3>
        {memories.length === 0 ? (
          <p className="text-slate-600">None: this document gets no matches.</p>
        ) : (
          <ol aria-labelledby="links-tms" className="list-decimal pl-6">
            {memories.map((tm) => (
              <li key={tm.id}>
                {tm.name} <span className="text-slate-500">({MODE_LABELS[tm.mode].toLowerCase()})</span>
              </li>
            ))}
          </ol>
        )}
        <DocumentLanguageFitNotes document={document} linked={memories} kind="tm" />
      </section>
      <section aria-labelledby="links-glossaries">
        <h3 id="links-glossaries" className="mb-1 font-semibold text-slate-800">
          Glossaries, by priority
          {glossaries[0]?.inherited && <span className="font-normal text-slate-500"> (the project&apos;s)</span>}
        </h3>
        {glossaries.length === 0 ? (
          <p className="text-slate-600">None.</p>
        ) : (
          <ol aria-labelledby="links-glossaries" className="list-decimal pl-6">
            {glossaries.map((glossary) => (
              <li key={glossary.id}>{glossary.name}</li>
            ))}
          </ol>
        )}
        <DocumentLanguageFitNotes document={document} linked={glossaries} kind="glossary" />
      </section>
      <p>
        Matches shown from <strong>{settings.display_threshold}%</strong>.
      </p>
      <p>
        {PROPAGATION_HEADING}: <strong>{PROPAGATION_LABELS[propagation].toLowerCase()}</strong>.
      </p>
    </div>
  );
}

/** Where the memories or glossaries of a document's list are in a regional form of its languages, or in others. */
function DocumentLanguageFitNotes({
  document,
  linked,
  kind,
}: {
  document: Document;
  linked: readonly Item[];
  kind: 'tm' | 'glossary';
}) {
  return (
    <LanguageFitNotes linked={linked} kind={kind} noteOf={(resource) => documentLanguageFitNote(document, resource)} />
  );
}

/**
 * One list of the form, memories or glossaries, as edited: its items and, for a document in a project, whether it
 * uses the project's list rather than its own. An empty list reads as the project's, which is what such a
 * document starts with.
 */
function useLinkList<T extends Item>(initial: T[], inProject: boolean, sameLink?: (a: T, b: T) => boolean) {
  const initiallyInherited = inProject && (initial.length === 0 || initial[0]!.inherited === true);
  const list = useEditedLinks(initial, sameLink);
  const [inherit, setInherit] = useState(initiallyInherited);
  return {
    ...list,
    inherit,
    changed: inherit !== initiallyInherited || (!inherit && list.changed),
    /** The "use the project's list" box, which only a document in a project has. */
    inheritBox: (label: string) => (inProject ? { checked: inherit, onChange: setInherit, label } : undefined),
  };
}

function LinksForm({
  document,
  title,
  memories: initialMemories,
  glossaries: initialGlossaries,
  settings,
  propagation: initialPropagation,
  onClose,
}: {
  document: Document;
  title: string;
  memories: DocumentTmLink[];
  glossaries: DocumentGlossaryLink[];
  settings: DocumentMatchSettings;
  propagation: RepetitionPropagation;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const toast = useToast();
  const inProject = document.project_id !== null;
  const memories = useLinkList<TmItem>(initialMemories, inProject, sameMode);
  const glossaries = useLinkList<Item>(initialGlossaries, inProject);
  const [threshold, setThreshold] = useState(String(settings.display_threshold));
  const [thresholdError, setThresholdError] = useState<string>();
  const [propagation, setPropagation] = useState(initialPropagation);

  const save = useMutation({
    mutationFn: async (display_threshold: number) => {
      const [tms, glossaryList, saved, repetitionSettings] = await Promise.all([
        memories.changed
          ? matchingApi.putDocumentTranslationMemories(
              document.id,
              memories.inherit
                ? { memories: [], inherit: true }
                : { memories: memories.items.map(({ id, mode }) => ({ id, mode })) },
            )
          : undefined,
        glossaries.changed
          ? matchingApi.putDocumentGlossaries(
              document.id,
              glossaries.inherit
                ? { glossaries: [], inherit: true }
                : { glossaries: glossaries.items.map(({ id }) => ({ id })) },
            )
          : undefined,
        display_threshold === settings.display_threshold
          ? undefined
          : matchingApi.putDocumentMatchSettings(document.id, { display_threshold }),
        propagation === initialPropagation
          ? undefined
          : repetitionsApi.putRepetitionSettings(document.id, { propagation }),
      ]);
      return { tms, glossaryList, saved, repetitionSettings };
    },
    onSuccess: ({ tms, glossaryList, saved, repetitionSettings }) => {
      if (tms) {
        client.setQueryData(tmLinksKey(document.id), tms);
        // Other memories give other matches and other concordance hits.
        void client.invalidateQueries({ queryKey: ['documents', 'substitutions'] });
        void client.invalidateQueries({ queryKey: ['documents', 'concordance'] });
      }
      if (glossaryList) {
        client.setQueryData(glossaryLinksKey(document.id), glossaryList);
        void client.invalidateQueries({ queryKey: TERM_HITS_KEY });
      }
      if (saved) client.setQueryData(matchSettingsKey(document.id), saved);
      if (repetitionSettings) client.setQueryData(repetitionSettingsKey(document.id), repetitionSettings);
      toast.show('Settings saved');
      onClose();
    },
  });

  const submit = () => {
    const value = Number(threshold);
    if (!Number.isInteger(value) || value < MIN_MATCH_SIMILARITY || value > 100) {
      setThresholdError(`Enter a whole number from ${MIN_MATCH_SIMILARITY} to 100`);
      return;
    }
    setThresholdError(undefined);
    save.mutate(value);
  };

  return (
    <FormDialog title={title} submitLabel="Save" onSubmit={submit} onClose={onClose} busy={save.isPending}>
      <div className="flex flex-col gap-5 text-sm">
        <FailureAlert failed={save} title="The settings could not be saved" describe={errorMessage} />
        <div>
          <MemoryLinks
            list={memories}
            inherit={memories.inheritBox("Use the project's translation memories")}
            hint="Matches come from every one; write memories also receive each segment approved here."
          />
          <DocumentLanguageFitNotes document={document} linked={memories.items} kind="tm" />
        </div>
        <div>
          <GlossaryLinks list={glossaries} inherit={glossaries.inheritBox("Use the project's glossaries")} />
          <DocumentLanguageFitNotes document={document} linked={glossaries.items} kind="glossary" />
        </div>
        <NumberField
          label="Show matches from (%)"
          hint={`${MIN_MATCH_SIMILARITY} to 100; the editor hides weaker matches.`}
          min={MIN_MATCH_SIMILARITY}
          max={100}
          value={threshold}
          error={thresholdError}
          onChange={(event) => setThreshold(event.target.value)}
          fieldClassName="w-48"
        />
        <Select
          label={PROPAGATION_HEADING}
          hint={PROPAGATION_HINT}
          options={PROPAGATION_OPTIONS}
          value={propagation}
          onChange={(event) => setPropagation(event.target.value as RepetitionPropagation)}
          fieldClassName="w-72"
        />
      </div>
    </FormDialog>
  );
}
