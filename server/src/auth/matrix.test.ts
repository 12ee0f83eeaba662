/**
 * The authorization matrix: every registered /api route x every role and anonymous, compared with WHO_MAY,
 * the rules written out by hand per route. WHO_MAY is deliberately not derived from the permission table the
 * routes use, so a route that names the wrong permission fails here; a new route fails until it is added.
 * A caller who may not call a route gets 401 (anonymous) or 403; one who may gets past access control
 * (whatever the minimal request then earns: 2xx, 400, 404...) and never a 5xx.
 */
import { expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import {
  CSRF_HEADER,
  CSRF_VALUE,
  MAX_ID,
  Role,
  type DocumentRecord,
  type SegmentReview,
  type User,
} from '@tessera/shared/contract';
import { describeWithDatabases } from '../test/harness.ts';
import { createSession } from './repository.ts';
import { answeredAsExpected, routeCaller } from './route-access.test-helper.ts';
import {
  createGlossary,
  createProject,
  documentRecords,
  uploadDocumentWithRecords,
  xliffOf,
} from '../test/resources.ts';

/** public: anyone, signed in or not; signed-in: every role; manager: managers and admins; admin: admins only. */
type WhoMay = 'public' | 'signed-in' | 'manager' | 'admin';

const WHO_MAY: Record<string, WhoMay> = {
  'GET /api/health': 'public',
  'POST /api/csp-reports': 'public',
  // The tessera command's package: Tessera's own open source, fetched by `npm install` with no credentials.
  'GET /api/cli': 'public',
  'GET /api/cli/:file': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'GET /api/user/': 'signed-in',
  'PUT /api/user/': 'signed-in',
  'GET /api/user/tokens': 'signed-in',
  'POST /api/user/tokens': 'signed-in',
  'DELETE /api/user/tokens/:id': 'signed-in',
  'GET /api/user/tokens/limit': 'signed-in',
  'POST /api/user/password': 'signed-in',
  'POST /api/auth/logout-all': 'signed-in',
  'GET /api/auth/invitations/:token': 'public',
  'POST /api/auth/invitations/:token': 'public',
  'GET /api/auth/providers': 'public',
  'GET /api/auth/sso/:provider/start': 'public',
  'GET /api/auth/sso/:provider/callback': 'public',
  'GET /api/auth/sso/:provider/logout': 'public',
  'GET /api/auth/sso/signed-out': 'public',
  'POST /api/auth/ldap/:provider/login': 'public',
  'GET /api/auth/saml/:provider/metadata': 'public',
  'GET /api/auth/saml/:provider/start': 'public',
  'POST /api/auth/saml/:provider/acs': 'public',
  'GET /api/auth/saml/:provider/logout': 'public',
  'GET /api/auth/saml/:provider/slo': 'public',
  'GET /api/admin/sign-in-providers': 'admin',
  'PUT /api/admin/sign-in-providers/:provider': 'admin',
  'DELETE /api/admin/sign-in-providers/:provider': 'admin',
  'GET /api/admin/sign-in-policy': 'admin',
  'PUT /api/admin/sign-in-policy': 'admin',
  'GET /api/admin/sign-in-methods': 'admin',
  'GET /api/admin/scim-tokens': 'admin',
  'POST /api/admin/scim-tokens': 'admin',
  'DELETE /api/admin/scim-tokens/:id': 'admin',
  'GET /api/admin/scim-settings': 'admin',
  'PUT /api/admin/scim-settings': 'admin',

  'GET /api/users/': 'admin',
  'POST /api/users/': 'admin',
  'PUT /api/users/:id': 'admin',
  'POST /api/users/:id/password': 'admin',
  'GET /api/users/:id/work': 'admin',
  'POST /api/users/:id/disable': 'admin',
  'GET /api/users/tokens': 'admin',
  'DELETE /api/users/tokens/:id': 'admin',
  'GET /api/users/tokens/settings': 'admin',
  'PUT /api/users/tokens/settings': 'admin',
  'POST /api/users/invitations': 'admin',
  'GET /api/users/invitations': 'admin',
  'DELETE /api/users/invitations/:id': 'admin',

  'GET /api/glossary/': 'signed-in',
  'GET /api/glossary/:id': 'signed-in',
  'GET /api/glossary/:id/records': 'signed-in',
  'POST /api/glossary/:id/records': 'signed-in',
  'PUT /api/glossary/records/:id': 'signed-in',
  'DELETE /api/glossary/records/:id': 'signed-in',
  'POST /api/glossary/:id/records/delete': 'signed-in',
  'POST /api/glossary/': 'manager',
  'POST /api/glossary/import': 'manager',
  'POST /api/glossary/:id/import': 'manager',
  'PUT /api/glossary/:id': 'manager',
  'DELETE /api/glossary/:id': 'manager',
  'GET /api/glossary/:id/download': 'manager',

  'GET /api/translation_memory/': 'signed-in',
  'GET /api/translation_memory/:id': 'signed-in',
  'GET /api/translation_memory/:id/records': 'signed-in',
  'GET /api/translation_memory/search': 'signed-in',
  'POST /api/translation_memory/:id/records': 'signed-in',
  'PUT /api/translation_memory/records/:id': 'signed-in',
  'DELETE /api/translation_memory/records/:id': 'signed-in',
  'POST /api/translation_memory/': 'manager',
  'POST /api/translation_memory/import': 'manager',
  'POST /api/translation_memory/:id/import': 'manager',
  'PUT /api/translation_memory/:id': 'manager',
  'DELETE /api/translation_memory/:id': 'manager',
  'GET /api/translation_memory/:id/download': 'manager',

  'GET /api/document/': 'signed-in',
  'GET /api/document/:id': 'signed-in',
  'GET /api/document/:id/records': 'signed-in',
  'GET /api/document/:id/download': 'signed-in',
  'GET /api/document/:id/translation_memories': 'signed-in',
  'GET /api/document/:id/glossaries': 'signed-in',
  'GET /api/document/:id/match_settings': 'signed-in',
  'GET /api/document/records/:id/substitutions': 'signed-in',
  'GET /api/document/:id/events': 'signed-in',
  'POST /api/document/:id/presence': 'signed-in',
  'GET /api/document/records/:id/glossary_records': 'signed-in',
  'GET /api/document/:id/substitutions': 'signed-in',
  'GET /api/document/:id/glossary_records': 'signed-in',
  'PUT /api/document/records/:id': 'signed-in',
  'POST /api/document/:id/replace': 'signed-in',
  'GET /api/document/:id/progress': 'signed-in',
  'GET /api/document/:id/preview': 'signed-in',
  'POST /api/document/:id/replace/undo': 'signed-in',
  'GET /api/document/:id/qa': 'signed-in',
  'POST /api/document/records/:id/qa/ignored': 'signed-in',
  'DELETE /api/document/records/:id/qa/ignored/:check': 'signed-in',
  'GET /api/document/records/:id/history': 'signed-in',
  'GET /api/document/:id/repetition_settings': 'signed-in',
  'POST /api/document/records/:id/repetitions': 'signed-in',
  'GET /api/document/records/:id/comments': 'signed-in',
  'POST /api/document/records/:id/comments': 'signed-in',
  // Every signed-in role reaches these; the handler then admits only the comment's author or an admin.
  'PUT /api/comments/:id': 'signed-in',
  'DELETE /api/comments/:id': 'signed-in',
  'POST /api/document/': 'manager',
  'PUT /api/document/:id': 'manager',
  'DELETE /api/document/:id': 'manager',
  'POST /api/document/:id/source': 'manager',
  'POST /api/document/:id/translations': 'manager',
  'PUT /api/document/:id/translation_memories': 'manager',
  'PUT /api/document/:id/glossaries': 'manager',
  'PUT /api/document/:id/match_settings': 'manager',
  'PUT /api/document/:id/repetition_settings': 'manager',

  'GET /api/projects/': 'signed-in',
  'GET /api/projects/:id': 'signed-in',
  'GET /api/projects/:id/translation_memories': 'signed-in',
  'GET /api/projects/:id/glossaries': 'signed-in',
  'GET /api/projects/:id/progress': 'signed-in',
  'GET /api/projects/:id/documents': 'signed-in',
  'GET /api/projects/:id/download': 'signed-in',
  'GET /api/projects/:id/omegat/:lang': 'manager',
  'POST /api/projects/': 'manager',
  'PUT /api/projects/:id': 'manager',
  'DELETE /api/projects/:id': 'manager',
  'PUT /api/projects/:id/translation_memories': 'manager',
  'PUT /api/projects/:id/glossaries': 'manager',
  'POST /api/projects/:id/documents': 'manager',
  'GET /api/projects/:id/handoffs': 'manager',
  'POST /api/projects/:id/handoffs': 'manager',
  'GET /api/projects/:id/handoffs/:handoffId/package': 'manager',
  'POST /api/projects/:id/handoffs/:handoffId/return': 'manager',
  'POST /api/projects/:id/handoffs/:handoffId/conflicts': 'manager',
  'POST /api/projects/:id/handoffs/:handoffId/take-back': 'manager',
  'GET /api/document/:id/handoff': 'signed-in',
  'GET /api/projects/:id/screenshots': 'signed-in',
  'POST /api/projects/:id/screenshots': 'manager',
  'GET /api/projects/:id/screenshots/:screenshotId/image': 'signed-in',
  'PUT /api/projects/:id/screenshots/:screenshotId': 'manager',
  'DELETE /api/projects/:id/screenshots/:screenshotId': 'manager',
  'GET /api/projects/:id/screenshots/:screenshotId/boxes': 'signed-in',
  'PUT /api/projects/:id/screenshots/:screenshotId/boxes': 'manager',
  'GET /api/projects/:id/screenshots/segments/:recordId': 'signed-in',
  'GET /api/projects/:id/webhooks': 'manager',
  'POST /api/projects/:id/webhooks': 'manager',
  'DELETE /api/projects/:id/webhooks/:webhookId': 'manager',
  'GET /api/projects/:id/webhooks/:webhookId/deliveries': 'manager',
  'POST /api/projects/:id/webhooks/:webhookId/deliveries/:deliveryId/redeliver': 'manager',
  'GET /api/projects/:id/repository': 'signed-in',
  'PUT /api/projects/:id/repository': 'manager',
  'DELETE /api/projects/:id/repository': 'manager',
  'DELETE /api/projects/:id/repository/host-key': 'manager',
  'POST /api/projects/:id/repository/preview': 'manager',
  'POST /api/projects/:id/repository/pull': 'manager',
  'POST /api/projects/:id/repository/push': 'manager',
  'POST /api/hooks/repository/:connectionId': 'public',

  'GET /api/document/:id/assignments': 'signed-in',
  'PUT /api/document/:id/assignments': 'manager',
  'GET /api/projects/:id/assignments': 'signed-in',
  'PUT /api/projects/:id/assignments': 'manager',
  'GET /api/projects/:id/document_assignments': 'signed-in',
  'GET /api/users/assignable': 'manager',
  // Every signed-in role reaches these; the handler then admits only the step's assignee or a manager.
  'POST /api/document/:id/assignments/:step/deliver': 'signed-in',
  'POST /api/document/:id/review/return': 'signed-in',
  'GET /api/user/work': 'signed-in',
  'GET /api/user/notifications': 'signed-in',
  'POST /api/user/notifications/read': 'signed-in',
  'GET /api/user/events': 'signed-in',
  'GET /api/projects/:id/report': 'manager',

  'GET /api/document/records/:id/review': 'signed-in',
  'GET /api/document/:id/rejections': 'signed-in',
  // Every signed-in role reaches this; the handler then admits only the note's author or a manager.
  'DELETE /api/document/review_annotations/:id': 'signed-in',
  'GET /api/document/:id/quality': 'signed-in',
  'GET /api/document/:id/lqa_settings': 'signed-in',
  'GET /api/projects/:id/lqa_settings': 'signed-in',
  'GET /api/projects/:id/quality': 'signed-in',
  'PUT /api/projects/:id/lqa_settings': 'manager',
  'GET /api/projects/:id/segmentation': 'signed-in',
  'PUT /api/projects/:id/segmentation': 'manager',
  'DELETE /api/projects/:id/segmentation': 'manager',

  'GET /api/document/records/:id/mt': 'signed-in',
  'GET /api/mt/settings': 'admin',
  'GET /api/mt/status': 'signed-in',
  'PUT /api/mt/settings': 'admin',
  'GET /api/projects/:id/instructions/:lang': 'signed-in',
  'PUT /api/projects/:id/instructions/:lang': 'manager',
  'POST /api/spelling/check': 'signed-in',
  'GET /api/projects/:id/dictionary/:lang': 'signed-in',
  'POST /api/projects/:id/dictionary/:lang': 'signed-in',
  'DELETE /api/projects/:id/dictionary/:lang/:word': 'manager',
  'GET /api/projects/:id/model-tokens': 'manager',
  'PUT /api/projects/:id/model-tokens': 'admin',
  'GET /api/projects/:id/mt-quality': 'signed-in',
  'PUT /api/projects/:id/mt-quality': 'manager',
  'GET /api/document/:id/analysis': 'signed-in',
  'GET /api/projects/:id/analysis': 'signed-in',
  'POST /api/projects/:id/analysis': 'signed-in',
  'GET /api/projects/:id/analysis/last': 'signed-in',
  'POST /api/document/:id/pretranslate': 'manager',
  'POST /api/projects/:id/pretranslate': 'manager',
  'GET /api/jobs/:id': 'signed-in',
  'POST /api/jobs/:id/cancel': 'manager',
  'POST /api/mt/test': 'admin',
};

const ROLES = Role.options;
type Caller = Role | 'anonymous';
const CALLERS_ALLOWED: Record<WhoMay, readonly Caller[]> = {
  public: ['anonymous', 'user', 'manager', 'admin'],
  'signed-in': ['user', 'manager', 'admin'],
  manager: ['manager', 'admin'],
  admin: ['admin'],
};

const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

function expectedAccess(whoMay: WhoMay, caller: Caller): 'allowed' | 401 | 403 {
  if (CALLERS_ALLOWED[whoMay].includes(caller)) return 'allowed';
  return caller === 'anonymous' ? 401 : 403;
}

describeWithDatabases('authorization matrix', (t) => {
  const callRoute = routeCaller(() => t.app);

  it('has a rule for every /api route, and a route for every rule', () => {
    const routes = t.app.apiRoutes.filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/api/docs')).map(routeKey);
    expect(
      routes.filter((route) => !(route in WHO_MAY)),
      'routes missing from WHO_MAY',
    ).toEqual([]);
    expect(
      Object.keys(WHO_MAY).filter((rule) => !routes.includes(rule)),
      'rules for routes that do not exist',
    ).toEqual([]);
  });

  it('answers every /api route for every role and anonymous as WHO_MAY says', async () => {
    const routes = t.app.apiRoutes.filter((r) => r.method !== 'HEAD' && routeKey(r) in WHO_MAY);
    expect(routes.length).toBeGreaterThan(5);
    const users = new Map<Role, User>();
    for (const role of ROLES) users.set(role, (await t.createUser(role)).user);

    const rows: string[] = [];
    const problems: string[] = [];
    for (const route of routes) {
      for (const caller of ['anonymous', ...ROLES] as Caller[]) {
        // A fresh session per request: some routes (sign-out, password reset) end the caller's session.
        const cookie =
          caller === 'anonymous' ? undefined : await createSession(t.db, users.get(caller)!.id, false, 60_000);
        const headers = { [CSRF_HEADER]: CSRF_VALUE, ...(cookie ? { cookie: `tessera_session=${cookie}` } : {}) };
        const response = await callRoute(route, headers);
        const expected = expectedAccess(WHO_MAY[routeKey(route)]!, caller);
        const status = response.statusCode;
        rows.push(`${route.method} ${route.url} ${caller}: ${status}`);
        if (!answeredAsExpected(expected, status))
          problems.push(
            `${route.method} ${route.url} as ${caller}: expected ${expected}, got ${status} ${response.body.slice(0, 200)}`,
          );
      }
    }
    await t.app.jobs.idle();
    expect(problems, rows.join('\n')).toEqual([]);
  });

  it('shows a job only to those who may read its subject, which must still exist: job ids are sequential', async () => {
    const manager = await t.signIn('manager');
    const kept = await createGlossary(manager, { name: 'Kept' });
    const deleted = await createGlossary(manager, { name: 'Deleted' });
    const jobOn = async (kind: string, targetId: number | null) =>
      (await t.app.jobs.run({ kind, targetId, work: async () => {} })).jobId;
    const onKept = await jobOn('glossary.term-index', kept.id);
    const onDeleted = await jobOn('glossary.term-index', deleted.id);
    const onNothing = await jobOn('glossary.term-index', null);
    await t.app.jobs.idle();
    expect((await manager.inject({ method: 'DELETE', url: `/api/glossary/${deleted.id}` })).statusCode).toBe(200);

    const seen: Record<string, number[]> = {};
    for (const role of ROLES) {
      const client = await t.signIn(role);
      seen[role] = await Promise.all(
        [onKept, onDeleted, onNothing].map(async (id) => (await client.inject(`/api/jobs/${id}`)).statusCode),
      );
    }
    expect(seen).toEqual({ user: [200, 404, 404], manager: [200, 404, 404], admin: [200, 404, 404] });
    expect((await t.anonymous.inject(`/api/jobs/${onKept}`)).statusCode).toBe(401);
    expect((await manager.inject({ method: 'POST', url: `/api/jobs/${onDeleted}/cancel` })).statusCode).toBe(404);
  });

  it("admits to a document with steps its reviewer's notes only from the active step's assignee or a manager; everyone signed in reads them", async () => {
    const [translator, reviewer, other] = [await t.signIn('user'), await t.signIn('user'), await t.signIn('user')];
    const manager = await t.signIn('manager');
    const project = await createProject(manager);
    const { document } = await uploadDocumentWithRecords(
      t,
      manager,
      xliffOf([
        ['One', 'Eins'],
        ['Two', 'Zwo'],
      ]),
      {
        projectId: project.id,
      },
    );
    const steps = [
      { step: 'translation', user_id: translator.user.id },
      { step: 'review', user_id: reviewer.user.id },
    ];
    await manager.inject({
      method: 'PUT',
      url: `/api/document/${document.id}/assignments`,
      payload: { assignments: steps },
    });
    await manager.inject({
      method: 'POST',
      url: `/api/document/${document.id}/assignments/translation/deliver`,
      payload: { force: true },
    });
    const reject = async (client: typeof manager) => {
      const [, two] = (await documentRecords(manager, document.id)) as [DocumentRecord, DocumentRecord];
      return client.inject({
        method: 'PUT',
        url: `/api/document/records/${two.id}`,
        payload: {
          target: two.target,
          approved: false,
          rejected: true,
          review: { reason: 'Zwo is slang', errors: [{ category: 'style', severity: 'minor' }] },
          updated_at: two.updated_at,
        },
      });
    };
    /** Each caller's status, one after the other: each rejection reads the segment's version anew. */
    const statuses = async (call: (client: typeof manager) => Promise<LightMyRequestResponse>) => {
      const answers: Record<string, number> = {};
      for (const [who, client] of Object.entries({ translator, other, reviewer, manager }))
        answers[who] = (await call(client)).statusCode;
      return answers;
    };
    expect(await statuses(reject)).toEqual({ translator: 403, other: 403, reviewer: 200, manager: 200 });

    const [, two] = (await documentRecords(manager, document.id)) as [DocumentRecord, DocumentRecord];
    const reads = [
      `/api/document/records/${two.id}/review`,
      `/api/document/${document.id}/rejections`,
      `/api/document/${document.id}/quality`,
      `/api/document/${document.id}/lqa_settings`,
      `/api/projects/${project.id}/lqa_settings`,
    ];
    for (const url of reads) {
      expect(await statuses((client) => client.inject(url)), url).toEqual({
        translator: 200,
        other: 200,
        reviewer: 200,
        manager: 200,
      });
      expect((await t.anonymous.inject(url)).statusCode, url).toBe(401);
    }
    const setSettings = (client: typeof manager) =>
      client.inject({
        method: 'PUT',
        url: `/api/projects/${project.id}/lqa_settings`,
        payload: { typology: null, pass_threshold: 15 },
      });
    expect(await statuses(setSettings)).toEqual({ translator: 403, other: 403, reviewer: 403, manager: 200 });

    // The reviewer's own note is theirs to take back (or a manager's), not the translator's nor anyone else's.
    const notes = (await (await reviewer.inject(reads[0]!)).json()) as SegmentReview;
    const byReviewer = notes.annotations.find((note) => note.user?.id === reviewer.user.id)!;
    const takeBack = (client: typeof manager) =>
      client.inject({ method: 'DELETE', url: `/api/document/review_annotations/${byReviewer.id}` });
    expect([(await takeBack(translator)).statusCode, (await takeBack(other)).statusCode]).toEqual([403, 403]);
    expect((await takeBack(reviewer)).statusCode).toBe(200);
  });

  it("admits changes to a document's segments and steps from every editor without steps, and with steps only from the active step's assignee or a manager, the others told whose step it is", async () => {
    const [translator, reviewer, other] = [await t.signIn('user'), await t.signIn('user'), await t.signIn('user')];
    const manager = await t.signIn('manager');
    const callers = { translator, reviewer, other, manager };
    const segments = xliffOf([
      ['Open', 'Öffnen'],
      ['Open', 'Öffnen'],
    ]);
    const free = (await uploadDocumentWithRecords(t, manager, segments)).document;
    const stepped = (await uploadDocumentWithRecords(t, manager, segments)).document;
    await manager.inject({
      method: 'PUT',
      url: `/api/document/${stepped.id}/assignments`,
      payload: {
        assignments: [
          { step: 'translation', user_id: translator.user.id },
          { step: 'review', user_id: reviewer.user.id },
        ],
      },
    });

    /** Each change as `client` on the document's first segment, read anew before each (a save moves its version). */
    const changes: Record<string, (client: typeof manager, documentId: number) => Promise<LightMyRequestResponse>> = {
      save: async (client, documentId) => {
        const [first] = await documentRecords(manager, documentId);
        return client.inject({
          method: 'PUT',
          url: `/api/document/records/${first!.id}`,
          payload: { target: first!.target, approved: true, updated_at: first!.updated_at },
        });
      },
      replace: async (client, documentId) => {
        const [first] = await documentRecords(manager, documentId);
        return client.inject({
          method: 'POST',
          url: `/api/document/${documentId}/replace`,
          payload: {
            find: 'Öffnen',
            replace: 'Öffnen',
            preview: false,
            records: [first!].map(({ id, updated_at }) => ({ id, updated_at })),
          },
        });
      },
      fillRepetitions: async (client, documentId) => {
        const [first] = await documentRecords(manager, documentId);
        return client.inject({
          method: 'POST',
          url: `/api/document/records/${first!.id}/repetitions`,
          payload: { updated_at: first!.updated_at },
        });
      },
      // Whoever is let through meets 409: the segment has no warning of that check.
      ignoreQaWarning: async (client, documentId) => {
        const [first] = await documentRecords(manager, documentId);
        return client.inject({
          method: 'POST',
          url: `/api/document/records/${first!.id}/qa/ignored`,
          payload: { check: 'double-spaces' },
        });
      },
      takeBackQaWarning: async (client, documentId) => {
        const [first] = await documentRecords(manager, documentId);
        return client.inject({ method: 'DELETE', url: `/api/document/records/${first!.id}/qa/ignored/double-spaces` });
      },
      deliver: (client, documentId) =>
        client.inject({
          method: 'POST',
          url: `/api/document/${documentId}/assignments/translation/deliver`,
          payload: {},
        }),
    };
    /** Who got past access control (any answer but 401, 403 and 5xx), and what each 403 said. */
    const outcomes = async (documentId: number) => {
      const seen: Record<string, Record<string, string>> = {};
      for (const [change, send] of Object.entries(changes)) {
        seen[change] = {};
        for (const [who, client] of Object.entries(callers)) {
          const response = await send(client, documentId);
          expect(response.statusCode, `${change} as ${who}: ${response.body}`).toBeLessThan(500);
          seen[change][who] =
            response.statusCode === 403 ? `403 ${JSON.stringify(response.json().details)}` : 'allowed';
        }
      }
      return seen;
    };
    const everyone = { translator: 'allowed', reviewer: 'allowed', other: 'allowed', manager: 'allowed' };
    // Without steps a delivery finds no step (404), past access control as everything else.
    expect(await outcomes(free.id)).toEqual({
      save: everyone,
      replace: everyone,
      fillRepetitions: everyone,
      ignoreQaWarning: everyone,
      takeBackQaWarning: everyone,
      deliver: everyone,
    });
    const theTranslators = `403 ${JSON.stringify({ step: 'translation', assignee: translator.user.username })}`;
    const translatorsOnly = {
      translator: 'allowed',
      reviewer: theTranslators,
      other: theTranslators,
      manager: 'allowed',
    };
    expect(await outcomes(stepped.id)).toEqual({
      save: translatorsOnly,
      replace: translatorsOnly,
      fillRepetitions: translatorsOnly,
      ignoreQaWarning: translatorsOnly,
      takeBackQaWarning: translatorsOnly,
      deliver: translatorsOnly,
    });

    // In review the reviewer's turn: saving and returning the document to translation are theirs and a manager's.
    const delivered = await manager.inject({
      method: 'POST',
      url: `/api/document/${stepped.id}/assignments/translation/deliver`,
      payload: { force: true },
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const theReviewers = `403 ${JSON.stringify({ step: 'review', assignee: reviewer.user.username })}`;
    const returnIt = (client: typeof manager) =>
      client.inject({ method: 'POST', url: `/api/document/${stepped.id}/review/return`, payload: {} });
    const returned: Record<string, string> = {};
    for (const [who, client] of Object.entries(callers)) {
      const saved = await changes.save!(client, stepped.id);
      const back = await returnIt(client);
      // Nothing is rejected: a caller let through meets 409.
      returned[who] = [saved, back]
        .map((response) => (response.statusCode === 403 ? `403 ${JSON.stringify(response.json().details)}` : 'allowed'))
        .join(', ');
    }
    expect(returned).toEqual({
      translator: `${theReviewers}, ${theReviewers}`,
      reviewer: 'allowed, allowed',
      other: `${theReviewers}, ${theReviewers}`,
      manager: 'allowed, allowed',
    });
  });

  it('answers ids that are not plain digits or no integer column can hold, and NUL characters in queries, with 400 on every route', async () => {
    const admin = await t.signIn('admin');
    // Something with id 1 exists everywhere it can, so an id read loosely as 1 would be served (or deleted).
    await admin.inject({
      method: 'POST',
      url: '/api/glossary/',
      payload: { name: 'one', source_lang: 'en', target_lang: 'de' },
    });
    await admin.inject({ method: 'POST', url: '/api/glossary/1/records', payload: { source: 'a', target: 'b' } });
    await admin.inject({
      method: 'POST',
      url: '/api/translation_memory/',
      payload: { name: 'one', source_lang: 'en', target_lang: 'de' },
    });
    const routes = t.app.apiRoutes.filter((r) => r.method !== 'HEAD' && r.url.includes(':id'));
    expect(routes.length).toBeGreaterThan(5);
    const looseIds = ['%201', '1%20', '+1', '1.0', '1e0', '0x1', '-1', '0', String(MAX_ID + 1), '99999999999999999999'];
    const problems: string[] = [];
    for (const route of routes) {
      for (const url of [
        ...looseIds.map((id) => route.url.replace(':id', id)),
        `${route.url.replace(':id', '1')}?search=a%00b`,
      ]) {
        const response = await admin.inject({
          method: route.method as 'GET',
          url,
          ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
        });
        if (response.statusCode !== 400)
          problems.push(`${route.method} ${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    await t.app.jobs.idle();
    expect(problems).toEqual([]);
    expect((await admin.inject('/api/glossary/1')).statusCode).toBe(200);
  });
});
