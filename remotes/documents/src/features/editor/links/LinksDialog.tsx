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
import { useFormats } from '@tessera/shared/i18n';
import { richMessage, type Message } from '@tessera/shared/i18n/catalog';
import { errorMessage } from '../../../common/documentQueries.ts';
import { matchSettingsKey, TERM_HITS_KEY, useMatchSettings } from '../lookup/index.ts';
import { glossaryLinksKey, tmLinksKey, useGlossaryLinks, useTmLinks } from '../common/linkQueries.ts';
import { repetitionSettingsKey, useRepetitionSettings } from '../repetition/index.ts';
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
import { useMessages as useEditorMessages } from '../common/i18n.ts';
import { useMessages } from './i18n.ts';
import * as linksWords from './locales/en/links.arb';
import * as editorWords from '../locales/en/editor.arb';

/** What confirming a segment with repetitions does: the option's message, and its words inside a sentence. */
const PROPAGATION_LABELS: Record<RepetitionPropagation, { option: Message<'links'>; inline: Message<'links'> }> = {
  offer: { option: linksWords.editorPropagationOffer, inline: linksWords.editorPropagationOfferInline },
  auto: { option: linksWords.editorPropagationAuto, inline: linksWords.editorPropagationAutoInline },
};

/** The header's button to the document's translation memories, glossaries and match threshold. */
/**
 * Which translation memories (each read, or read and write, in priority order) and glossaries the document
 * uses, and the lowest match percentage the editor shows. Managers and admins change them; translators see
 * them. Write TMs receive every segment approved in the document.
 */
export function LinksDialog({ document, onClose }: { document: Document; onClose: () => void }) {
  const t = useMessages();
  const tEditor = useEditorMessages();
  const user = useCurrentUser();
  const canManage = can(user, 'document.manage');
  const tmLinks = useTmLinks(document.id);
  const glossaryLinks = useGlossaryLinks(document.id);
  const settings = useMatchSettings(document.id);
  const repetitions = useRepetitionSettings(document.id);
  const queries = [tmLinks, glossaryLinks, settings, repetitions];
  const failed = queries.find((query) => query.isError);
  const title = t(linksWords.editorLinksTitle, { name: document.name });

  if (failed || !tmLinks.data || !glossaryLinks.data || !settings.data || !repetitions.data) {
    return (
      <Dialog
        open
        title={title}
        onClose={onClose}
        footer={<Button onClick={onClose}>{tEditor(editorWords.editorClose)}</Button>}
      >
        {failed ? (
          <ErrorState
            title={t(linksWords.editorLinksLoadFailed)}
            message={errorMessage(failed.error)}
            onRetry={() => queries.forEach((query) => void query.refetch())}
          />
        ) : (
          <Spinner label={t(linksWords.editorLinksLoading)} />
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
            {tEditor(editorWords.editorClose)}
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
  const t = useMessages();
  const formats = useFormats();
  return (
    <div className="flex flex-col gap-4 text-sm">
      <section aria-labelledby="links-tms">
        <h3 id="links-tms" className="mb-1 font-semibold text-slate-800">
          {t(linksWords.editorLinksTmsHeading)}
          {memories[0]?.inherited && (
            <span className="font-normal text-slate-500"> {t(linksWords.editorLinksInherited)}</span>
          )}
        </h3>
        {memories.length === 0 ? (
          <p className="text-slate-600">{t(linksWords.editorLinksNoTms)}</p>
        ) : (
          <ol aria-labelledby="links-tms" className="list-decimal ps-6">
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
          {t(linksWords.editorLinksGlossariesHeading)}
          {glossaries[0]?.inherited && (
            <span className="font-normal text-slate-500"> {t(linksWords.editorLinksInherited)}</span>
          )}
        </h3>
        {glossaries.length === 0 ? (
          <p className="text-slate-600">{t(linksWords.editorLinksNoGlossaries)}</p>
        ) : (
          <ol aria-labelledby="links-glossaries" className="list-decimal ps-6">
            {glossaries.map((glossary) => (
              <li key={glossary.id}>{glossary.name}</li>
            ))}
          </ol>
        )}
        <DocumentLanguageFitNotes document={document} linked={glossaries} kind="glossary" />
      </section>
      <p>
        {richMessage(t, linksWords.editorLinksThresholdSummary, {
          threshold: <strong>{formats.percent(settings.display_threshold / 100)}</strong>,
        })}
      </p>
      <p>
        {richMessage(t, linksWords.editorLinksPropagationSummary, {
          choice: <strong>{t(PROPAGATION_LABELS[propagation].inline)}</strong>,
        })}
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
  const t = useMessages();
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
      toast.show(t(linksWords.editorLinksSaved));
      onClose();
    },
  });

  const submit = () => {
    const value = Number(threshold);
    if (!Number.isInteger(value) || value < MIN_MATCH_SIMILARITY || value > 100) {
      setThresholdError(t(linksWords.editorLinksThresholdError, { min: MIN_MATCH_SIMILARITY, max: 100 }));
      return;
    }
    setThresholdError(undefined);
    save.mutate(value);
  };

  return (
    <FormDialog
      title={title}
      submitLabel={t(linksWords.editorLinksSave)}
      onSubmit={submit}
      onClose={onClose}
      busy={save.isPending}
    >
      <div className="flex flex-col gap-5 text-sm">
        <FailureAlert failed={save} title={t(linksWords.editorLinksSaveFailed)} describe={errorMessage} />
        <div>
          <MemoryLinks
            list={memories}
            inherit={memories.inheritBox(t(linksWords.editorLinksInheritTms))}
            hint={t(linksWords.editorLinksTmsHint)}
          />
          <DocumentLanguageFitNotes document={document} linked={memories.items} kind="tm" />
        </div>
        <div>
          <GlossaryLinks
            list={glossaries}
            inherit={glossaries.inheritBox(t(linksWords.editorLinksInheritGlossaries))}
          />
          <DocumentLanguageFitNotes document={document} linked={glossaries.items} kind="glossary" />
        </div>
        <NumberField
          label={t(linksWords.editorLinksThresholdLabel)}
          hint={t(linksWords.editorLinksThresholdHint, { min: MIN_MATCH_SIMILARITY, max: 100 })}
          min={MIN_MATCH_SIMILARITY}
          max={100}
          value={threshold}
          error={thresholdError}
          onChange={(event) => setThreshold(event.target.value)}
          fieldClassName="w-48"
        />
        <Select
          label={t(linksWords.editorPropagationHeading)}
          hint={t(linksWords.editorPropagationHint)}
          options={(Object.keys(PROPAGATION_LABELS) as RepetitionPropagation[]).map((value) => ({
            value,
            label: t(PROPAGATION_LABELS[value].option),
          }))}
          value={propagation}
          onChange={(event) => setPropagation(event.target.value as RepetitionPropagation)}
          fieldClassName="w-72"
        />
      </div>
    </FormDialog>
  );
}
