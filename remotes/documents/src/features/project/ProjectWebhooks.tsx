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
import { useFormats, type Formats } from '@tessera/shared/i18n';
import { type Translate } from '@tessera/shared/i18n/catalog';
import {
  Alert,
  FailureAlert,
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
import { useMessages } from './panels-i18n.ts';
import * as projectPanelsWords from './locales/en/project-panels.arb';

/** What an event means, as the form's boxes say it beside its name. */
function eventLabel(event: WebhookEvent, t: Translate<'project-panels'>): string {
  switch (event) {
    case 'document.created':
      return t(projectPanelsWords.projectWebhookEventDocumentCreated);
    case 'document.completed':
      return t(projectPanelsWords.projectWebhookEventDocumentCompleted);
    case 'step.delivered':
      return t(projectPanelsWords.projectWebhookEventStepDelivered);
    case 'repository.pulled':
      return t(projectPanelsWords.projectWebhookEventRepositoryPulled);
    case 'repository.pushed':
      return t(projectPanelsWords.projectWebhookEventRepositoryPushed);
    case 'repository.failed':
      return t(projectPanelsWords.projectWebhookEventRepositoryFailed);
  }
}

const STATUS_TONES = { pending: 'info', succeeded: 'success', failed: 'danger' } as const;

function StatusBadge({ status }: { status: WebhookDelivery['status'] }) {
  const t = useMessages();
  return <Badge tone={STATUS_TONES[status]}>{t(projectPanelsWords.projectWebhookStatus, { status })}</Badge>;
}

/** An instant as the webhooks' tables show it, in the interface's locale; a dash for none. */
const when = (f: Formats, iso: string | null) => (iso ? f.dateTime(iso) : '—');

export function ProjectWebhooks({ project, privateNetworks }: { project: Project; privateNetworks: boolean }) {
  const webhooks = useQuery({
    queryKey: projectWebhooksKey(project.id),
    queryFn: ({ signal }) => webhooksApi.listWebhooks(project.id, signal),
  });
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [logOf, setLogOf] = useState<number | null>(null);
  const t = useMessages();
  return (
    <Card title={t(projectPanelsWords.projectWebhooksTitle)}>
      <div className="grid gap-4 px-4 py-3 text-sm">
        <p className="text-slate-600">{t(projectPanelsWords.projectWebhooksExplained)}</p>
        {webhooks.isPending && <Spinner label={t(projectPanelsWords.projectWebhooksLoading)} />}
        <FailureAlert failed={webhooks} />
        {webhooks.data &&
          (webhooks.data.length === 0 ? (
            <EmptyState title={t(projectPanelsWords.projectWebhooksNoneTitle)}>
              {t(projectPanelsWords.projectWebhooksNoneText)}
            </EmptyState>
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
            title={t(projectPanelsWords.projectWebhookAdded)}
            note={t(projectPanelsWords.projectWebhookAddedNote)}
            label={t(projectPanelsWords.projectWebhookSecret)}
            value={created.secret}
          />
        )}
        <AddWebhookForm project={project} privateNetworks={privateNetworks} onAdded={setCreated} />
      </div>
    </Card>
  );
}

function LastDelivery({ delivery }: { delivery: WebhookDelivery | null }) {
  const t = useMessages();
  const f = useFormats();
  if (!delivery) return <span className="text-slate-500">{t(projectPanelsWords.projectWebhookNoDelivery)}</span>;
  return (
    <span className="flex flex-wrap items-center gap-1">
      <StatusBadge status={delivery.status} />
      {delivery.response_status !== null && <span>{delivery.response_status}</span>}
      <span className="text-slate-500">{when(f, delivery.last_attempt_at ?? delivery.created_at)}</span>
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
  const t = useMessages();
  return (
    <>
      <Table
        label={t(projectPanelsWords.projectWebhooksTable)}
        columns={[
          t(projectPanelsWords.projectWebhookAddress),
          t(projectPanelsWords.projectWebhookEvents),
          t(projectPanelsWords.projectWebhookLastDelivery),
        ]}
        actionsColumn="w-56"
      >
        <TBody>
          {webhooks.map((webhook) => (
            <Tr key={webhook.id}>
              <Td className="font-mono break-all">
                {webhook.url}
                {webhook.disabled_at && (
                  <span className="ms-2">
                    <Badge tone="warning">{t(projectPanelsWords.projectWebhookOff)}</Badge>
                  </span>
                )}
              </Td>
              <Td>{webhook.events.join(', ')}</Td>
              <Td>
                <LastDelivery delivery={webhook.last_delivery} />
              </Td>
              <Td className="text-end whitespace-nowrap">
                <Button size="sm" onClick={() => onToggleLog(webhook.id)} aria-pressed={logOf === webhook.id}>
                  {t(projectPanelsWords.projectWebhookDeliveries)}
                </Button>{' '}
                <Button
                  size="sm"
                  variant="danger"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(webhook.id)}
                  aria-label={t(projectPanelsWords.projectWebhookRemoveTo, { url: webhook.url })}
                >
                  {t(projectPanelsWords.projectWebhookRemove)}
                </Button>
              </Td>
            </Tr>
          ))}
        </TBody>
      </Table>
      <FailureAlert failed={remove} />
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
  const t = useMessages();
  const f = useFormats();
  if (deliveries.isPending) return <Spinner label={t(projectPanelsWords.projectWebhookDeliveriesLoading)} />;
  if (deliveries.isError) return <Alert tone="error">{errorMessage(deliveries.error)}</Alert>;
  return (
    <section aria-label={t(projectPanelsWords.projectWebhookDeliveriesLog)} className="grid gap-2">
      {deliveries.data.length === 0 ? (
        <p className="text-slate-500">{t(projectPanelsWords.projectWebhookNothingSent)}</p>
      ) : (
        <Table
          label={t(projectPanelsWords.projectWebhookDeliveriesTable)}
          columns={[
            t(projectPanelsWords.projectWebhookEvent),
            t(projectPanelsWords.projectWebhookStatusColumn),
            t(projectPanelsWords.projectWebhookAnswer),
            t(projectPanelsWords.projectWebhookTime),
            t(projectPanelsWords.projectWebhookAttempts),
            t(projectPanelsWords.projectWebhookDetails),
          ]}
          actionsColumn="w-28"
        >
          <TBody>
            {deliveries.data.map((delivery) => (
              <Tr key={delivery.id}>
                <Td>{delivery.event}</Td>
                <Td>
                  <StatusBadge status={delivery.status} />
                </Td>
                <Td>{delivery.response_status ?? '—'}</Td>
                <Td>{when(f, delivery.last_attempt_at)}</Td>
                <Td>{f.number(delivery.attempts)}</Td>
                <Td className="break-all">
                  {delivery.error ?? delivery.response_excerpt}
                  {delivery.status === 'pending' && delivery.next_attempt_at && (
                    <span className="block text-slate-500">
                      {t(projectPanelsWords.projectWebhookNextAttempt, { when: when(f, delivery.next_attempt_at) })}
                    </span>
                  )}
                </Td>
                <Td className="text-end">
                  {delivery.status !== 'pending' && (
                    <Button size="sm" disabled={redeliver.isPending} onClick={() => redeliver.mutate(delivery.id)}>
                      {t(projectPanelsWords.projectWebhookRedeliver)}
                    </Button>
                  )}
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}
      <FailureAlert failed={redeliver} />
    </section>
  );
}

function AddWebhookForm({
  project,
  privateNetworks,
  onAdded,
}: {
  project: Project;
  /** Whether this user may let the address be on a private network (offers the box). */
  privateNetworks: boolean;
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
  const t = useMessages();
  return (
    <form
      aria-label={t(projectPanelsWords.projectWebhookAddForm)}
      className="grid gap-3 border-t border-slate-100 pt-3"
      onSubmit={submit}
    >
      <TextField
        label={t(projectPanelsWords.projectWebhookAddressField)}
        type="url"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
      />
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-sm font-medium text-slate-700">
          {t(projectPanelsWords.projectWebhookEvents)}
        </legend>
        {WEBHOOK_EVENTS.map((event) => (
          <Checkbox
            key={event}
            label={t(projectPanelsWords.projectWebhookEventOption, { event, meaning: eventLabel(event, t) })}
            checked={events.includes(event)}
            onChange={(change) => toggle(event, change.target.checked)}
          />
        ))}
      </fieldset>
      {privateNetworks && (
        <Checkbox
          label={t(projectPanelsWords.projectWebhookPrivateNetwork)}
          checked={privateNetwork}
          onChange={(change) => setPrivateNetwork(change.target.checked)}
        />
      )}
      <FailureAlert
        failed={add}
        fields={{
          url: t(projectPanelsWords.projectWebhookAddressField),
          events: t(projectPanelsWords.projectWebhookEvents),
          allow_private_network: t(projectPanelsWords.projectWebhookPrivateNetwork),
        }}
      />
      <div>
        <Button type="submit" variant="primary" disabled={!ready || add.isPending}>
          {t(projectPanelsWords.projectWebhookAdd)}
        </Button>
      </div>
    </form>
  );
}
