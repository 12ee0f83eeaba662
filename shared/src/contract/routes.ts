/**
 * Every API route: its method, its path under /api and who may call it. The server registers its routes from this
 * table (with the schemas of ./endpoints), the shared client builds its calls from it and the msw mocks are keyed by
 * it, so a path is written here and nowhere else. Zod-free on purpose: screens import it at run time, and importing
 * the schemas would ship every one of them to the browser.
 */
import type { Permission } from './permissions.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Route {
  readonly method: Method;
  /** Under /api, in the server's syntax: `:name` for a path parameter. */
  readonly path: `/${string}`;
  /** What a signed-in caller needs (./permissions.ts); absent only on a public route. */
  readonly permission?: Permission;
  /** Open to everyone (sign-in, health, invitations). */
  readonly public?: true;
  /** Refused to API tokens: only a signed-in session may. */
  readonly sessionOnly?: true;
  /**
   * Only records what it is sent, so a forged cross-site request can do nothing with it: no CSRF header is asked
   * (browsers send Content-Security-Policy reports without one).
   */
  readonly recordsOnly?: true;
  /**
   * Posted by another site's page (a SAML identity provider's HTTP-POST binding), so it cannot carry the CSRF header;
   * what it is sent proves itself by its own signature, checked by the route.
   */
  readonly signedPost?: true;
}

/**
 * The routes of a resource of records (glossaries, translation memories) under `base`: reading needs `<kind>.read`,
 * a record's changes `<kind>.edit`, the resource's own changes and its import and download `<kind>.manage`.
 */
function resourceRoutes<const Base extends `/${string}`, const Kind extends 'glossary' | 'tm'>(base: Base, kind: Kind) {
  const read = `${kind}.read` as const;
  const edit = `${kind}.edit` as const;
  const manage = `${kind}.manage` as const;
  return {
    list: { method: 'GET', path: `${base}/`, permission: read },
    create: { method: 'POST', path: `${base}/`, permission: manage },
    import: { method: 'POST', path: `${base}/import`, permission: manage },
    importInto: { method: 'POST', path: `${base}/:id/import`, permission: manage },
    get: { method: 'GET', path: `${base}/:id`, permission: read },
    rename: { method: 'PUT', path: `${base}/:id`, permission: manage },
    delete: { method: 'DELETE', path: `${base}/:id`, permission: manage },
    records: { method: 'GET', path: `${base}/:id/records`, permission: read },
    createRecord: { method: 'POST', path: `${base}/:id/records`, permission: edit },
    updateRecord: { method: 'PUT', path: `${base}/records/:id`, permission: edit },
    deleteRecord: { method: 'DELETE', path: `${base}/records/:id`, permission: edit },
    download: { method: 'GET', path: `${base}/:id/download`, permission: manage },
  } as const;
}

export const routes = {
  auth: {
    login: { method: 'POST', path: '/auth/login', public: true },
    // Public so that signing out with an already expired session still clears the cookie.
    logout: { method: 'POST', path: '/auth/logout', public: true },
    // The account's own acts are a signed-in person's: a leaked token must not lock its owner out.
    logoutAll: { method: 'POST', path: '/auth/logout-all', permission: 'session', sessionOnly: true },
    me: { method: 'GET', path: '/user/', permission: 'session' },
    updateMe: { method: 'PUT', path: '/user/', permission: 'session' },
    changePassword: { method: 'POST', path: '/user/password', permission: 'session', sessionOnly: true },
    health: { method: 'GET', path: '/health', public: true },
  },
  sso: {
    // The sign-in page's buttons: public, and naming nothing but each provider's name and start URL.
    providers: { method: 'GET', path: '/auth/providers', public: true },
    start: { method: 'GET', path: '/auth/sso/:provider/start', public: true },
    callback: { method: 'GET', path: '/auth/sso/:provider/callback', public: true },
    // Public so that it still works once the Tessera session has ended.
    logout: { method: 'GET', path: '/auth/sso/:provider/logout', public: true },
    // Public: asked by the sign-in page once the Tessera session has ended, with the cookie the sign-out left.
    signedOut: { method: 'GET', path: '/auth/sso/signed-out', public: true },
    // Public like password sign-in, and counted by the same throttle.
    ldapLogin: { method: 'POST', path: '/auth/ldap/:provider/login', public: true },
    // SAML: public like OpenID Connect's start and callback; the identity provider posts to the ACS.
    samlMetadata: { method: 'GET', path: '/auth/saml/:provider/metadata', public: true },
    samlStart: { method: 'GET', path: '/auth/saml/:provider/start', public: true },
    samlAcs: { method: 'POST', path: '/auth/saml/:provider/acs', public: true, signedPost: true },
    // Public like OpenID Connect's logout: asked once the Tessera session has ended, and by the identity provider.
    samlLogout: { method: 'GET', path: '/auth/saml/:provider/logout', public: true },
    samlSlo: { method: 'GET', path: '/auth/saml/:provider/slo', public: true },
    listProviders: { method: 'GET', path: '/admin/sign-in-providers', permission: 'users.manage' },
    putProvider: { method: 'PUT', path: '/admin/sign-in-providers/:provider', permission: 'users.manage' },
    deleteProvider: { method: 'DELETE', path: '/admin/sign-in-providers/:provider', permission: 'users.manage' },
    policy: { method: 'GET', path: '/admin/sign-in-policy', permission: 'users.manage' },
    putPolicy: { method: 'PUT', path: '/admin/sign-in-policy', permission: 'users.manage' },
    methods: { method: 'GET', path: '/admin/sign-in-methods', permission: 'users.manage' },
  },
  security: {
    cspReport: { method: 'POST', path: '/csp-reports', public: true, recordsOnly: true },
  },
  // The tessera command's package: public like the API's documentation, the code being Tessera's own open source,
  // so that `npm install -D <url>` needs no credentials on a CI machine.
  cli: {
    about: { method: 'GET', path: '/cli', public: true },
    tarball: { method: 'GET', path: '/cli/:file', public: true },
  },
  users: {
    list: { method: 'GET', path: '/users/', permission: 'users.manage' },
    create: { method: 'POST', path: '/users/', permission: 'users.manage' },
    update: { method: 'PUT', path: '/users/:id', permission: 'users.manage' },
    setPassword: { method: 'POST', path: '/users/:id/password', permission: 'users.manage' },
    work: { method: 'GET', path: '/users/:id/work', permission: 'users.manage' },
    disable: { method: 'POST', path: '/users/:id/disable', permission: 'users.manage' },
  },
  tokens: {
    listMine: { method: 'GET', path: '/user/tokens', permission: 'session' },
    // A token minting tokens could outlive its own expiry or widen its scope: only a signed-in person may.
    create: { method: 'POST', path: '/user/tokens', permission: 'session', sessionOnly: true },
    // Revoking only takes access away: a token may revoke itself (a script cleaning up) or another of its owner's.
    revokeMine: { method: 'DELETE', path: '/user/tokens/:id', permission: 'session' },
    listAll: { method: 'GET', path: '/users/tokens', permission: 'users.manage' },
    revokeAny: { method: 'DELETE', path: '/users/tokens/:id', permission: 'users.manage' },
    settings: { method: 'GET', path: '/users/tokens/settings', permission: 'users.manage' },
    putSettings: { method: 'PUT', path: '/users/tokens/settings', permission: 'users.manage' },
    limit: { method: 'GET', path: '/user/tokens/limit', permission: 'session' },
  },
  scim: {
    listTokens: { method: 'GET', path: '/admin/scim-tokens', permission: 'users.manage' },
    // A token minting a SCIM token would hand out what outlives its own revocation: only a signed-in admin may.
    createToken: { method: 'POST', path: '/admin/scim-tokens', permission: 'users.manage', sessionOnly: true },
    revokeToken: { method: 'DELETE', path: '/admin/scim-tokens/:id', permission: 'users.manage' },
    settings: { method: 'GET', path: '/admin/scim-settings', permission: 'users.manage' },
    putSettings: { method: 'PUT', path: '/admin/scim-settings', permission: 'users.manage' },
  },
  invitations: {
    create: { method: 'POST', path: '/users/invitations', permission: 'users.manage' },
    list: { method: 'GET', path: '/users/invitations', permission: 'users.manage' },
    withdraw: { method: 'DELETE', path: '/users/invitations/:id', permission: 'users.manage' },
    read: { method: 'GET', path: '/auth/invitations/:token', public: true },
    accept: { method: 'POST', path: '/auth/invitations/:token', public: true },
  },
  glossary: {
    ...resourceRoutes('/glossary', 'glossary'),
    deleteRecords: { method: 'POST', path: '/glossary/:id/records/delete', permission: 'glossary.edit' },
  },
  tm: {
    ...resourceRoutes('/translation_memory', 'tm'),
    search: { method: 'GET', path: '/translation_memory/search', permission: 'tm.read' },
  },
  documents: {
    list: { method: 'GET', path: '/document/', permission: 'document.read' },
    upload: { method: 'POST', path: '/document/', permission: 'document.manage' },
    get: { method: 'GET', path: '/document/:id', permission: 'document.read' },
    update: { method: 'PUT', path: '/document/:id', permission: 'document.manage' },
    delete: { method: 'DELETE', path: '/document/:id', permission: 'document.manage' },
    records: { method: 'GET', path: '/document/:id/records', permission: 'document.read' },
    saveRecord: { method: 'PUT', path: '/document/records/:id', permission: 'document.edit' },
    download: { method: 'GET', path: '/document/:id/download', permission: 'document.read' },
    updateSource: { method: 'POST', path: '/document/:id/source', permission: 'document.manage' },
    importTranslations: { method: 'POST', path: '/document/:id/translations', permission: 'document.manage' },
    progress: { method: 'GET', path: '/document/:id/progress', permission: 'document.read' },
    preview: { method: 'GET', path: '/document/:id/preview', permission: 'document.read' },
    replace: { method: 'POST', path: '/document/:id/replace', permission: 'document.edit' },
    undoReplace: { method: 'POST', path: '/document/:id/replace/undo', permission: 'document.edit' },
    history: { method: 'GET', path: '/document/records/:id/history', permission: 'document.read' },
    events: { method: 'GET', path: '/document/:id/events', permission: 'document.read' },
    presence: { method: 'POST', path: '/document/:id/presence', permission: 'document.read' },
  },
  repetitions: {
    settings: { method: 'GET', path: '/document/:id/repetition_settings', permission: 'document.read' },
    setSettings: { method: 'PUT', path: '/document/:id/repetition_settings', permission: 'document.manage' },
    fill: { method: 'POST', path: '/document/records/:id/repetitions', permission: 'document.edit' },
  },
  links: {
    documentTms: { method: 'GET', path: '/document/:id/translation_memories', permission: 'document.read' },
    setDocumentTms: { method: 'PUT', path: '/document/:id/translation_memories', permission: 'document.manage' },
    documentGlossaries: { method: 'GET', path: '/document/:id/glossaries', permission: 'document.read' },
    setDocumentGlossaries: { method: 'PUT', path: '/document/:id/glossaries', permission: 'document.manage' },
    matchSettings: { method: 'GET', path: '/document/:id/match_settings', permission: 'document.read' },
    setMatchSettings: { method: 'PUT', path: '/document/:id/match_settings', permission: 'document.manage' },
  },
  matching: {
    substitutions: { method: 'GET', path: '/document/records/:id/substitutions', permission: 'document.read' },
    terms: { method: 'GET', path: '/document/records/:id/glossary_records', permission: 'document.read' },
    substitutionsOfSegments: { method: 'GET', path: '/document/:id/substitutions', permission: 'document.read' },
    termsOfSegments: { method: 'GET', path: '/document/:id/glossary_records', permission: 'document.read' },
  },
  qa: {
    report: { method: 'GET', path: '/document/:id/qa', permission: 'document.read' },
    ignore: { method: 'POST', path: '/document/records/:id/qa/ignored', permission: 'document.edit' },
    unignore: { method: 'DELETE', path: '/document/records/:id/qa/ignored/:check', permission: 'document.edit' },
  },
  comments: {
    list: { method: 'GET', path: '/document/records/:id/comments', permission: 'document.read' },
    create: { method: 'POST', path: '/document/records/:id/comments', permission: 'document.read' },
    update: { method: 'PUT', path: '/comments/:id', permission: 'document.read' },
    delete: { method: 'DELETE', path: '/comments/:id', permission: 'document.read' },
  },
  projects: {
    list: { method: 'GET', path: '/projects/', permission: 'project.read' },
    create: { method: 'POST', path: '/projects/', permission: 'project.manage' },
    get: { method: 'GET', path: '/projects/:id', permission: 'project.read' },
    update: { method: 'PUT', path: '/projects/:id', permission: 'project.manage' },
    delete: { method: 'DELETE', path: '/projects/:id', permission: 'project.manage' },
    tms: { method: 'GET', path: '/projects/:id/translation_memories', permission: 'project.read' },
    setTms: { method: 'PUT', path: '/projects/:id/translation_memories', permission: 'project.manage' },
    glossaries: { method: 'GET', path: '/projects/:id/glossaries', permission: 'project.read' },
    setGlossaries: { method: 'PUT', path: '/projects/:id/glossaries', permission: 'project.manage' },
    progress: { method: 'GET', path: '/projects/:id/progress', permission: 'project.read' },
    download: { method: 'GET', path: '/projects/:id/download', permission: 'project.read' },
    omegatPackage: { method: 'GET', path: '/projects/:id/omegat/:lang', permission: 'project.manage' },
    // The project page's documents, a page at a time: sorted, filtered and counted by the database.
    documents: { method: 'GET', path: '/projects/:id/documents', permission: 'project.read' },
    uploadDocuments: { method: 'POST', path: '/projects/:id/documents', permission: 'project.manage' },
    analysis: { method: 'GET', path: '/projects/:id/analysis', permission: 'project.read' },
    // The analysis of a project of any size, as a job: its result kept for the next look.
    runAnalysis: { method: 'POST', path: '/projects/:id/analysis', permission: 'project.read' },
    lastAnalysis: { method: 'GET', path: '/projects/:id/analysis/last', permission: 'project.read' },
    pretranslate: { method: 'POST', path: '/projects/:id/pretranslate', permission: 'project.manage' },
    documentAnalysis: { method: 'GET', path: '/document/:id/analysis', permission: 'document.read' },
    documentPretranslate: { method: 'POST', path: '/document/:id/pretranslate', permission: 'document.manage' },
    segmentation: { method: 'GET', path: '/projects/:id/segmentation', permission: 'project.read' },
    setSegmentation: { method: 'PUT', path: '/projects/:id/segmentation', permission: 'project.manage' },
    deleteSegmentation: { method: 'DELETE', path: '/projects/:id/segmentation', permission: 'project.manage' },
  },
  assignments: {
    document: { method: 'GET', path: '/document/:id/assignments', permission: 'document.read' },
    setDocument: { method: 'PUT', path: '/document/:id/assignments', permission: 'document.manage' },
    project: { method: 'GET', path: '/projects/:id/assignments', permission: 'project.read' },
    setProject: { method: 'PUT', path: '/projects/:id/assignments', permission: 'project.manage' },
    projectDocuments: { method: 'GET', path: '/projects/:id/document_assignments', permission: 'project.read' },
    // Whom a manager may give a step to: listing every user stays an admin's (users.manage).
    assignable: { method: 'GET', path: '/users/assignable', permission: 'document.manage' },
    // The handlers admit the step's assignee, or a manager.
    deliver: { method: 'POST', path: '/document/:id/assignments/:step/deliver', permission: 'document.edit' },
    returnToTranslation: { method: 'POST', path: '/document/:id/review/return', permission: 'document.edit' },
    work: { method: 'GET', path: '/user/work', permission: 'session' },
    notifications: { method: 'GET', path: '/user/notifications', permission: 'session' },
    markRead: { method: 'POST', path: '/user/notifications/read', permission: 'session' },
    events: { method: 'GET', path: '/user/events', permission: 'session' },
    report: { method: 'GET', path: '/projects/:id/report', permission: 'project.manage' },
  },
  review: {
    segment: { method: 'GET', path: '/document/records/:id/review', permission: 'document.read' },
    rejections: { method: 'GET', path: '/document/:id/rejections', permission: 'document.read' },
    // The handler admits the annotation's author, or a manager.
    deleteAnnotation: { method: 'DELETE', path: '/document/review_annotations/:id', permission: 'document.edit' },
    quality: { method: 'GET', path: '/document/:id/quality', permission: 'document.read' },
    projectQuality: { method: 'GET', path: '/projects/:id/quality', permission: 'project.read' },
    documentSettings: { method: 'GET', path: '/document/:id/lqa_settings', permission: 'document.read' },
    projectSettings: { method: 'GET', path: '/projects/:id/lqa_settings', permission: 'project.read' },
    setProjectSettings: { method: 'PUT', path: '/projects/:id/lqa_settings', permission: 'project.manage' },
  },
  jobs: {
    get: { method: 'GET', path: '/jobs/:id', permission: 'session' },
    cancel: { method: 'POST', path: '/jobs/:id/cancel', permission: 'document.manage' },
  },
  mt: {
    settings: { method: 'GET', path: '/mt/settings', permission: 'mt.manage' },
    putSettings: { method: 'PUT', path: '/mt/settings', permission: 'mt.manage' },
    test: { method: 'POST', path: '/mt/test', permission: 'mt.manage' },
    suggestion: { method: 'GET', path: '/document/records/:id/mt', permission: 'document.read' },
    status: { method: 'GET', path: '/mt/status', permission: 'document.read' },
    instructions: { method: 'GET', path: '/projects/:id/instructions/:lang', permission: 'project.read' },
    putInstructions: { method: 'PUT', path: '/projects/:id/instructions/:lang', permission: 'project.manage' },
    tokenUsage: { method: 'GET', path: '/projects/:id/model-tokens', permission: 'project.manage' },
    putTokenCeiling: { method: 'PUT', path: '/projects/:id/model-tokens', permission: 'mt.manage' },
    quality: { method: 'GET', path: '/projects/:id/mt-quality', permission: 'project.read' },
    putQuality: { method: 'PUT', path: '/projects/:id/mt-quality', permission: 'project.manage' },
  },
  webhooks: {
    list: { method: 'GET', path: '/projects/:id/webhooks', permission: 'project.manage' },
    create: { method: 'POST', path: '/projects/:id/webhooks', permission: 'project.manage' },
    delete: { method: 'DELETE', path: '/projects/:id/webhooks/:webhookId', permission: 'project.manage' },
    deliveries: { method: 'GET', path: '/projects/:id/webhooks/:webhookId/deliveries', permission: 'project.manage' },
    redeliver: {
      method: 'POST',
      path: '/projects/:id/webhooks/:webhookId/deliveries/:deliveryId/redeliver',
      permission: 'project.manage',
    },
  },
  // Packages a freelancer works on in a desktop tool, out and back (handoffs.ts).
  handoffs: {
    list: { method: 'GET', path: '/projects/:id/handoffs', permission: 'project.manage' },
    create: { method: 'POST', path: '/projects/:id/handoffs', permission: 'project.manage' },
    package: { method: 'GET', path: '/projects/:id/handoffs/:handoffId/package', permission: 'project.manage' },
    return: { method: 'POST', path: '/projects/:id/handoffs/:handoffId/return', permission: 'project.manage' },
    resolve: { method: 'POST', path: '/projects/:id/handoffs/:handoffId/conflicts', permission: 'project.manage' },
    takeBack: { method: 'POST', path: '/projects/:id/handoffs/:handoffId/take-back', permission: 'project.manage' },
    ofDocument: { method: 'GET', path: '/document/:id/handoff', permission: 'document.read' },
  },
  // Screenshots of a project's screens and the boxes of their strings (screenshots.ts).
  screenshots: {
    list: { method: 'GET', path: '/projects/:id/screenshots', permission: 'project.read' },
    upload: { method: 'POST', path: '/projects/:id/screenshots', permission: 'project.manage' },
    image: { method: 'GET', path: '/projects/:id/screenshots/:screenshotId/image', permission: 'project.read' },
    rename: { method: 'PUT', path: '/projects/:id/screenshots/:screenshotId', permission: 'project.manage' },
    delete: { method: 'DELETE', path: '/projects/:id/screenshots/:screenshotId', permission: 'project.manage' },
    boxes: { method: 'GET', path: '/projects/:id/screenshots/:screenshotId/boxes', permission: 'project.read' },
    putBoxes: { method: 'PUT', path: '/projects/:id/screenshots/:screenshotId/boxes', permission: 'project.manage' },
    ofSegment: { method: 'GET', path: '/projects/:id/screenshots/segments/:recordId', permission: 'project.read' },
  },
  repository: {
    get: { method: 'GET', path: '/projects/:id/repository', permission: 'project.read' },
    put: { method: 'PUT', path: '/projects/:id/repository', permission: 'project.manage' },
    delete: { method: 'DELETE', path: '/projects/:id/repository', permission: 'project.manage' },
    preview: { method: 'POST', path: '/projects/:id/repository/preview', permission: 'project.manage' },
    pull: { method: 'POST', path: '/projects/:id/repository/pull', permission: 'project.manage' },
    push: { method: 'POST', path: '/projects/:id/repository/push', permission: 'project.manage' },
    forgetHostKey: { method: 'DELETE', path: '/projects/:id/repository/host-key', permission: 'project.manage' },
    // A forge calls it, signed with the connection's secret (verified by the handler) and with no session.
    hook: { method: 'POST', path: '/hooks/repository/:connectionId', public: true, recordsOnly: true },
  },
  spelling: {
    check: { method: 'POST', path: '/spelling/check', permission: 'document.read' },
    dictionary: { method: 'GET', path: '/projects/:id/dictionary/:lang', permission: 'project.read' },
    // Whoever works on the project's documents adds the words they need; removing one is a manager's call.
    addWord: { method: 'POST', path: '/projects/:id/dictionary/:lang', permission: 'document.edit' },
    deleteWord: { method: 'DELETE', path: '/projects/:id/dictionary/:lang/:word', permission: 'project.manage' },
  },
} as const satisfies Record<string, Record<string, Route>>;

/** The parameters a path names (`/glossary/:id` -> `{ id }`). */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string | number } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string | number }
    : Record<never, never>;

/** The route's path with its parameters filled in (encoded), e.g. `/glossary/3/records`. */
export function pathOf<R extends Route>(route: R, params: PathParams<R['path']>): string {
  const values = params as Record<string, string | number>;
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${route.method} ${route.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
