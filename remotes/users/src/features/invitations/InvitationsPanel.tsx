import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { INVITATION_DAYS, errorMessage, personName } from '@tessera/shared';
import * as invitationsApi from '@tessera/shared/api/invitations';
import type { CreateInvitationBody, CreatedInvitation, Invitation, Role } from '@tessera/shared/contract';
import { useFormats } from '@tessera/shared/i18n';
import { type Message } from '@tessera/shared/i18n/catalog';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  FailureAlert,
  FormDialog,
  ListStates,
  Select,
  TBody,
  Table,
  Td,
  TextField,
  Tr,
} from '@tessera/shared/ui';
import { OneTimeSecret } from '@tessera/shared/ui/one-time-secret';
import { useMessages } from '../../common/i18n.ts';
import { roleLabel, roleOptions } from '../../common/roles.ts';
import * as usersWords from '../../locales/en/users.arb';

export const invitationsKey = ['users', 'invitations'] as const;

const STATUS_TONE = { pending: 'info', used: 'success', expired: 'neutral' } as const;
/** Each state's word, as the Status column shows it. */
const STATUS_LABELS: Record<Invitation['status'], Message<'users'>> = {
  pending: usersWords.invitationsStatusPending,
  used: usersWords.invitationsStatusUsed,
  expired: usersWords.invitationsStatusExpired,
};
const noInvitee: CreateInvitationBody = { email: '', role: 'user' };

/** Invitations: a one-time link per invitee (shown to copy), and every invitation with its state. */
export function InvitationsPanel() {
  const t = useMessages();
  const f = useFormats();
  const queryClient = useQueryClient();
  const invitations = useQuery({
    queryKey: invitationsKey,
    queryFn: ({ signal }) => invitationsApi.listInvitations(signal),
  });
  const invalidate = () => queryClient.invalidateQueries({ queryKey: invitationsKey });
  const [inviting, setInviting] = useState(false);
  const [invitee, setInvitee] = useState(noInvitee);
  const [created, setCreated] = useState<(CreatedInvitation & { email: string }) | null>(null);
  const create = useMutation({
    mutationFn: () => invitationsApi.createInvitation(invitee),
    onSuccess: (invitation) => {
      setCreated({ ...invitation, email: invitee.email });
      setInviting(false);
      void invalidate();
    },
  });
  const withdraw = useMutation({
    mutationFn: (invitation: Invitation) => invitationsApi.withdrawInvitation(invitation.id),
    onSuccess: invalidate,
  });

  const open = () => {
    create.reset();
    setInvitee(noInvitee);
    setInviting(true);
  };

  return (
    <Card title={t(usersWords.invitationsTitle)}>
      <div className="grid gap-4 p-5">
        <div className="flex items-center gap-3">
          <p className="flex-1 text-sm text-slate-600">{t(usersWords.invitationsIntro, { days: INVITATION_DAYS })}</p>
          <Button variant="primary" onClick={open}>
            {t(usersWords.invitationsInviteUser)}
          </Button>
        </div>
        {created && (
          <OneTimeSecret
            title={t(usersWords.invitationsCreatedTitle, { email: created.email })}
            note={t(usersWords.invitationsCreatedNote, { date: f.date(created.expires_at) })}
            label={t(usersWords.invitationsLink)}
            value={created.url}
          />
        )}
        <FailureAlert failed={withdraw} />
        <ListStates
          query={invitations}
          items={t(usersWords.invitationsItems)}
          isEmpty={(list) => list.length === 0}
          empty={<EmptyState title={t(usersWords.invitationsEmpty)} />}
        >
          {(list) => (
            <Table
              label={t(usersWords.invitationsTableLabel)}
              columns={[
                t(usersWords.invitationsColumnEmail),
                [t(usersWords.invitationsColumnRole), 'w-40'],
                [t(usersWords.invitationsColumnStatus), 'w-28'],
                [t(usersWords.invitationsColumnExpires), 'w-36'],
                [t(usersWords.invitationsColumnInvitedBy), 'w-36'],
              ]}
              actionsColumn="w-28"
            >
              <TBody>
                {list.map((invitation) => (
                  <Tr key={invitation.id} aria-label={invitation.email}>
                    <Td>{invitation.email}</Td>
                    <Td>{roleLabel(t, invitation.role)}</Td>
                    <Td>
                      <Badge tone={STATUS_TONE[invitation.status]}>{t(STATUS_LABELS[invitation.status])}</Badge>
                    </Td>
                    <Td>{f.date(invitation.expires_at)}</Td>
                    <Td>{invitation.invited_by ? personName(invitation.invited_by) : '—'}</Td>
                    <Td className="text-end">
                      {invitation.status === 'pending' && (
                        <Button
                          size="sm"
                          variant="ghost-danger"
                          aria-label={t(usersWords.invitationsWithdrawOf, { email: invitation.email })}
                          onClick={() => withdraw.mutate(invitation)}
                        >
                          {t(usersWords.invitationsWithdraw)}
                        </Button>
                      )}
                    </Td>
                  </Tr>
                ))}
              </TBody>
            </Table>
          )}
        </ListStates>
      </div>
      <FormDialog
        open={inviting}
        title={t(usersWords.invitationsDialogTitle)}
        submitLabel={t(usersWords.invitationsDialogSubmit)}
        busy={create.isPending}
        onSubmit={() => create.mutate()}
        onClose={() => setInviting(false)}
      >
        {/* A refused address is told with the field's name as the dialog shows it. */}
        <FailureAlert
          failed={create}
          describe={(error) =>
            errorMessage(error, { fields: { email: t(usersWords.userFormEmail), role: t(usersWords.userFormRole) } })
          }
        />
        <TextField
          label={t(usersWords.userFormEmail)}
          type="email"
          required
          value={invitee.email}
          onChange={(e) => setInvitee({ ...invitee, email: e.target.value })}
          data-autofocus
        />
        <Select
          label={t(usersWords.userFormRole)}
          value={invitee.role}
          onChange={(e) => setInvitee({ ...invitee, role: e.target.value as Role })}
          options={roleOptions(t)}
        />
      </FormDialog>
    </Card>
  );
}
