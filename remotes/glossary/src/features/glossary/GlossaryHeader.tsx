import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage, glossaryApi } from '@tessera/shared';
import { GlossaryName } from '@tessera/shared/contract';
import type { Glossary, GlossaryExportFormat, User } from '@tessera/shared/contract';
import { Badge, Button, DeleteDialog, Menu, PageHeader, RenameDialog, linkClass, useToast } from '@tessera/shared/ui';
import { canManageGlossaries } from './permissions.ts';
import { glossaryKeys, isImportRunning } from './queries.ts';

const exportFormats: Array<{ format: GlossaryExportFormat; label: string; description: string }> = [
  { format: 'csv', label: 'CSV', description: 'Comma-separated, UTF-8' },
  { format: 'xlsx', label: 'XLSX', description: 'Excel workbook' },
  { format: 'tbx', label: 'TBX', description: 'TermBase eXchange (TBX-Basic)' },
];

export function GlossaryHeader({ glossary, user }: { glossary: Glossary; user: User | null }) {
  const toast = useToast();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const manage = canManageGlossaries(user);

  return (
    <>
      <PageHeader
        breadcrumb={
          <Link to="/" className={linkClass}>
            Glossaries
          </Link>
        }
        title={glossary.name}
        subtitle={
          <>
            <Badge tone="info">
              <span aria-label="Languages">
                {glossary.source_lang} → {glossary.target_lang}
              </span>
            </Badge>
            <span data-testid="records-count">
              {glossary.records_count.toLocaleString('en')} {glossary.records_count === 1 ? 'record' : 'records'}
            </span>
            <span className="text-slate-400">·</span>
            <span>created by {glossary.created_by_user.username}</span>
          </>
        }
        actions={
          manage && (
            <>
              {isImportRunning(glossary) ? (
                // The server refuses to export a glossary whose import is still running (409).
                <Button disabled title="Export is possible once the import has finished">
                  Export
                </Button>
              ) : (
                <Menu
                  label="Export"
                  items={exportFormats.map(({ format, label, description }) => ({
                    label,
                    description,
                    // downloadGlossary checks the answer first, so a refusal shows its message here.
                    onSelect: () =>
                      void glossaryApi.downloadGlossary(glossary.id, format).catch((error: unknown) => toast.show(`The export failed: ${errorMessage(error)}`, 'error')),
                  }))}
                />
              )}
              <Button onClick={() => setRenaming(true)}>Rename</Button>
              <Button variant="danger-subtle" onClick={() => setDeleting(true)}>
                Delete glossary
              </Button>
            </>
          )
        }
      />
      {renaming && <RenameGlossaryDialog glossary={glossary} onClose={() => setRenaming(false)} />}
      {deleting && <DeleteGlossaryDialog glossary={glossary} onClose={() => setDeleting(false)} />}
    </>
  );
}

function RenameGlossaryDialog({ glossary, onClose }: { glossary: Glossary; onClose: () => void }) {
  const client = useQueryClient();
  const toast = useToast();
  const rename = async (name: string) => {
    await glossaryApi.renameGlossary(glossary.id, { name });
    client.setQueryData<Glossary>(glossaryKeys.one(glossary.id), (old) => old && { ...old, name });
    await client.invalidateQueries({ queryKey: ['glossaries'] });
    toast.show('Glossary renamed');
  };
  return <RenameDialog title="Rename glossary" label="Glossary name" currentName={glossary.name} schema={GlossaryName} maxLength={200} onRename={rename} onClose={onClose} />;
}

function DeleteGlossaryDialog({ glossary, onClose }: { glossary: Glossary; onClose: () => void }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const remove = async () => {
    await glossaryApi.deleteGlossary(glossary.id);
    client.removeQueries({ queryKey: glossaryKeys.one(glossary.id) });
    void client.invalidateQueries({ queryKey: ['glossaries'] });
    toast.show(`Glossary "${glossary.name}" deleted`);
    navigate('/');
  };
  return (
    <DeleteDialog
      title="Delete glossary?"
      message={
        <>
          <strong className="font-semibold">{glossary.name}</strong> and its {glossary.records_count.toLocaleString('en')} records will be deleted. This cannot be undone.
        </>
      }
      confirmLabel="Delete glossary"
      onDelete={remove}
      onClose={onClose}
    />
  );
}
