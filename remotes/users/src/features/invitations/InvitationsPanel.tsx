import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { INVITATION_DAYS, personName } from '@tessera/shared';
import * as invitationsApi from '@tessera/shared/api/invitations';
import type { CreateInvitationBody, CreatedInvitation, Invitation, Role } from '@tessera/shared/contract';
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
import { ROLE_OPTIONS, roleLabel } from '../../common/roles.ts';

export const invitationsKey = ['users', 'invitations'] as const;

const STATUS_TONE = { pending: 'info', used: 'success', expired: 'neutral' } as const;
const noInvitee: CreateInvitationBody = { email: '', role: 'user' };
const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { dateStyle: 'medium' });

/** Invitations: a one-time link per invitee (shown to copy), and every invitation with its state. */
export function InvitationsPanel() {
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
    <Card title="Invitations">
      <div className="grid gap-4 p-5">
        <div className="flex items-center gap-3">
          <p className="flex-1 text-sm text-slate-600">
            An invitation link lets someone choose their own username and password within {INVITATION_DAYS} days, once.
          </p>
          <Button variant="primary" onClick={open}>
            Invite user
          </Button>
        </div>
        {created && (
          <OneTimeSecret
            title={`Invitation for ${created.email}`}
            note={`Send this link to them; it is shown only now and works until ${day(created.expires_at)}.`}
            label="Invitation link"
            value={created.url}
          />
        )}
        <FailureAlert failed={withdraw} />
        <ListStates
          query={invitations}
          items="invitations"
          isEmpty={(list) => list.length === 0}
          empty={<EmptyState title="No invitations yet" />}
        >
          {(list) => (
            <Table
              label="Invitations"
              columns={['Email', ['Role', 'w-40'], ['Status', 'w-28'], ['Expires', 'w-36'], ['Invited by', 'w-36']]}
              actionsColumn="w-28"
            >
              <TBody>
                {list.map((invitation) => (
                  <Tr key={invitation.id} aria-label={invitation.email}>
                    <Td>{invitation.email}</Td>
                    <Td>{roleLabel(invitation.role)}</Td>
                    <Td>
                      <Badge tone={STATUS_TONE[invitation.status]}>{invitation.status}</Badge>
                    </Td>
                    <Td>{day(invitation.expires_at)}</Td>
                    <Td>{invitation.invited_by ? personName(invitation.invited_by) : '—'}</Td>
                    <Td className="text-right">
                      {invitation.status === 'pending' && (
                        <Button
                          size="sm"
                          variant="ghost-danger"
                          aria-label={`Withdraw the invitation of ${invitation.email}`}
                          onClick={() => withdraw.mutate(invitation)}
                        >
                          Withdraw
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
        title="Invite a user"
        submitLabel="Create invitation link"
        busy={create.isPending}
        onSubmit={() => create.mutate()}
        onClose={() => setInviting(false)}
      >
        <FailureAlert failed={create} />
        <TextField
          label="Email"
          type="email"
          required
          value={invitee.email}
          onChange={(e) => setInvitee({ ...invitee, email: e.target.value })}
          data-autofocus
        />
        <Select
          label="Role"
          value={invitee.role}
          onChange={(e) => setInvitee({ ...invitee, role: e.target.value as Role })}
          options={ROLE_OPTIONS}
        />
      </FormDialog>
    </Card>
  );
}
