/**
 * The project's outbound webhooks, for its managers: each with its latest delivery, a form to add one (its signing
 * secret shown once, with Copy), and each webhook's delivery log with Redeliver. Only an admin may let a webhook
 * reach a private network, as the server decides; the box is offered to admins alone.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { WEBHOOK_EVENTS, errorMessage, type WebhookEvent } from '@tessera/shared';
import * as webhooksApi from '@tessera/shared/api/webhooks';
import type { CreatedWebhook, Project, Webhook, WebhookDelivery } from '@tessera/shared/contract';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  EmptyState,
  Spinner,
  TBody,
  Table,
  Td,
  TextField,
  Tr,
} from '@tessera/shared/ui';
import { OneTimeSecret } from '@tessera/shared/ui/one-time-secret';
import { projectWebhooksKey } from './queries.ts';

const EVENT_LABELS: Record<WebhookEvent, string> = {
  'document.created': 'A document is created',
  'document.completed': 'Every segment of a document is confirmed',
  'step.delivered': 'A workflow step is delivered',
  'repository.pulled': 'The repository is pulled',
  'repository.pushed': 'Translations are pushed to the repository',
  'repository.failed': 'A pull or push fails',
};

const STATUS_TONES = { pending: 'info', succeeded: 'success', failed: 'danger' } as const;
const STATUS_LABELS = { pending: 'Pending', succeeded: 'Delivered', failed: 'Failed' } as const;

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
const when = (iso: string | null) => (iso ? timeFormat.format(new Date(iso)) : '—');

export function ProjectWebhooks({ project, admin }: { project: Project; admin: boolean }) {
  const webhooks = useQuery({
    queryKey: projectWebhooksKey(project.id),
    queryFn: ({ signal }) => webhooksApi.listWebhooks(project.id, signal),
  });
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [logOf, setLogOf] = useState<number | null>(null);
  return (
    <Card title="Webhooks">
      <div className="grid gap-4 px-4 py-3 text-sm">
        <p className="text-slate-600">
          Each event is sent as JSON to the webhook's address, signed after the Standard Webhooks specification (headers
          webhook-id, webhook-timestamp and webhook-signature). A failed delivery is tried again for about five hours; a
          receiver answering 410 Gone turns its webhook off.
        </p>
        {webhooks.isPending && <Spinner label="Loading the webhooks…" />}
        {webhooks.isError && <Alert tone="error">{errorMessage(webhooks.error)}</Alert>}
        {webhooks.data &&
          (webhooks.data.length === 0 ? (
            <EmptyState title="No webhooks yet">Add one below to tell another system what happens here.</EmptyState>
          ) : (
            <WebhooksTable
              project={project}
              webhooks={webhooks.data}
              logOf={logOf}
              onToggleLog={(id) => setLogOf((open) => (open === id ? null : id))}
            />
          ))}
        {logOf !== null && <DeliveryLog project={project} webhookId={logOf} />}
        {created && (
          <OneTimeSecret
            title="Webhook added"
            note="Copy its signing secret now: it is not shown again. The receiver checks each delivery's signature with it."
            label="Signing secret"
            value={created.secret}
          />
        )}
        <AddWebhookForm project={project} admin={admin} onAdded={setCreated} />
      </div>
    </Card>
  );
}

function LastDelivery({ delivery }: { delivery: WebhookDelivery | null }) {
  if (!delivery) return <span className="text-slate-500">None yet</span>;
  return (
    <span className="flex flex-wrap items-center gap-1">
      <Badge tone={STATUS_TONES[delivery.status]}>{STATUS_LABELS[delivery.status]}</Badge>
      {delivery.response_status !== null && <span>{delivery.response_status}</span>}
      <span className="text-slate-500">{when(delivery.last_attempt_at ?? delivery.created_at)}</span>
    </span>
  );
}

function WebhooksTable({
  project,
  webhooks,
  logOf,
  onToggleLog,
}: {
  project: Project;
  webhooks: Webhook[];
  logOf: number | null;
  onToggleLog: (webhookId: number) => void;
}) {
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: (webhookId: number) => webhooksApi.deleteWebhook({ projectId: project.id, webhookId }),
    onSuccess: () => client.invalidateQueries({ queryKey: projectWebhooksKey(project.id) }),
  });
  return (
    <>
      <Table label="Webhooks" columns={['Address', 'Events', 'Last delivery']} actionsColumn="w-56">
        <TBody>
          {webhooks.map((webhook) => (
            <Tr key={webhook.id}>
              <Td className="font-mono break-all">
                {webhook.url}
                {webhook.disabled_at && (
                  <span className="ml-2">
                    <Badge tone="warning">Off: the receiver answered 410</Badge>
                  </span>
                )}
              </Td>
              <Td>{webhook.events.join(', ')}</Td>
              <Td>
                <LastDelivery delivery={webhook.last_delivery} />
              </Td>
              <Td className="text-right whitespace-nowrap">
                <Button size="sm" onClick={() => onToggleLog(webhook.id)} aria-pressed={logOf === webhook.id}>
                  Deliveries
                </Button>{' '}
                <Button
                  size="sm"
                  variant="danger"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(webhook.id)}
                  aria-label={`Remove the webhook to ${webhook.url}`}
                >
                  Remove
                </Button>
              </Td>
            </Tr>
          ))}
        </TBody>
      </Table>
      {remove.isError && <Alert tone="error">{errorMessage(remove.error)}</Alert>}
    </>
  );
}

function DeliveryLog({ project, webhookId }: { project: Project; webhookId: number }) {
  const client = useQueryClient();
  const key = [...projectWebhooksKey(project.id), webhookId, 'deliveries'] as const;
  const deliveries = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => webhooksApi.listWebhookDeliveries({ projectId: project.id, webhookId }, signal),
  });
  const redeliver = useMutation({
    mutationFn: (deliveryId: number) => webhooksApi.redeliverWebhook({ projectId: project.id, webhookId, deliveryId }),
    onSuccess: () => client.invalidateQueries({ queryKey: projectWebhooksKey(project.id) }),
  });
  if (deliveries.isPending) return <Spinner label="Loading the deliveries…" />;
  if (deliveries.isError) return <Alert tone="error">{errorMessage(deliveries.error)}</Alert>;
  return (
    <section aria-label="Deliveries" className="grid gap-2">
      {deliveries.data.length === 0 ? (
        <p className="text-slate-500">Nothing has been sent to this webhook yet.</p>
      ) : (
        <Table
          label="Deliveries"
          columns={['Event', 'Status', 'Answer', 'Time', 'Attempts', 'Details']}
          actionsColumn="w-28"
        >
          <TBody>
            {deliveries.data.map((delivery) => (
              <Tr key={delivery.id}>
                <Td>{delivery.event}</Td>
                <Td>
                  <Badge tone={STATUS_TONES[delivery.status]}>{STATUS_LABELS[delivery.status]}</Badge>
                </Td>
                <Td>{delivery.response_status ?? '—'}</Td>
                <Td>{when(delivery.last_attempt_at)}</Td>
                <Td>{delivery.attempts}</Td>
                <Td className="break-all">
                  {delivery.error ?? delivery.response_excerpt}
                  {delivery.status === 'pending' && delivery.next_attempt_at && (
                    <span className="block text-slate-500">Next attempt {when(delivery.next_attempt_at)}</span>
                  )}
                </Td>
                <Td className="text-right">
                  {delivery.status !== 'pending' && (
                    <Button size="sm" disabled={redeliver.isPending} onClick={() => redeliver.mutate(delivery.id)}>
                      Redeliver
                    </Button>
                  )}
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}
      {redeliver.isError && <Alert tone="error">{errorMessage(redeliver.error)}</Alert>}
    </section>
  );
}

function AddWebhookForm({
  project,
  admin,
  onAdded,
}: {
  project: Project;
  admin: boolean;
  onAdded: (webhook: CreatedWebhook) => void;
}) {
  const client = useQueryClient();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [privateNetwork, setPrivateNetwork] = useState(false);
  const add = useMutation({
    mutationFn: () =>
      webhooksApi.createWebhook(project.id, {
        url: url.trim(),
        events,
        ...(privateNetwork && { allow_private_network: true }),
      }),
    onSuccess: (webhook) => {
      onAdded(webhook);
      setUrl('');
      setEvents([]);
      setPrivateNetwork(false);
      void client.invalidateQueries({ queryKey: projectWebhooksKey(project.id) });
    },
  });
  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((chosen) => (on ? [...chosen, event] : chosen.filter((one) => one !== event)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  const ready = url.trim() !== '' && events.length > 0;
  return (
    <form aria-label="Add a webhook" className="grid gap-3 border-t border-slate-100 pt-3" onSubmit={submit}>
      <TextField label="Address (https://…)" type="url" value={url} onChange={(event) => setUrl(event.target.value)} />
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-sm font-medium text-slate-700">Events</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <Checkbox
            key={event}
            label={`${event}: ${EVENT_LABELS[event]}`}
            checked={events.includes(event)}
            onChange={(change) => toggle(event, change.target.checked)}
          />
        ))}
      </fieldset>
      {admin && (
        <Checkbox
          label="May reach this server's own machine or a private network"
          checked={privateNetwork}
          onChange={(change) => setPrivateNetwork(change.target.checked)}
        />
      )}
      {add.isError && <Alert tone="error">{errorMessage(add.error)}</Alert>}
      <div>
        <Button type="submit" variant="primary" disabled={!ready || add.isPending}>
          Add webhook
        </Button>
      </div>
    </form>
  );
}
