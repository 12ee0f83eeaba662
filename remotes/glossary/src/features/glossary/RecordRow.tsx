import * as glossaryApi from '@tessera/shared/api/glossary';
import type { GlossaryRecord } from '@tessera/shared/contract';
import { EditRecordRow, ShownRecordRow } from '@tessera/shared/records';
import type { RecordRowProps } from '@tessera/shared/records';
import { Td } from '@tessera/shared/ui';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

export function RecordRow({ record, editing, shown, edit }: RecordRowProps<GlossaryRecord>) {
  if (editing) {
    return (
      <EditRecordRow
        {...edit}
        fields={['source', 'target', 'comment']}
        draftOf={draftOf}
        problemOf={async (draft) => {
          // The schemas load with the first save, not with the screen.
          const { UpdateGlossaryRecordBody } = await import('@tessera/shared/contract');
          return UpdateGlossaryRecordBody.safeParse({ ...draft, updated_at: record.updated_at }).success
            ? undefined
            : 'Source and target must not be empty.';
        }}
        save={(draft) => glossaryApi.updateGlossaryRecord(record.id, { ...draft, updated_at: record.updated_at })}
        hint="Enter saves · Shift+Enter new line · Esc cancels"
        columns={5}
      />
    );
  }
  return (
    <ShownRecordRow {...shown} source={record.source} target={record.target}>
      {/* pre-wrap: terms and comments may hold line breaks, which must show as such. */}
      <Td className="font-medium whitespace-pre-wrap text-slate-900">{record.source}</Td>
      <Td className="whitespace-pre-wrap">{record.target}</Td>
      <Td className="whitespace-pre-wrap text-slate-600">{record.comment}</Td>
      <Td className="text-xs whitespace-nowrap text-slate-500" title={`Created by ${record.created_by_user.username}`}>
        {dateFormat.format(new Date(record.updated_at))} · {(record.updated_by_user ?? record.created_by_user).username}
      </Td>
    </ShownRecordRow>
  );
}

type RecordDraft = { source: string; target: string; comment: string };
const draftOf = (record: GlossaryRecord): RecordDraft => ({
  source: record.source,
  target: record.target,
  comment: record.comment,
});
