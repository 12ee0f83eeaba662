/** The document screen's path (the shell's route `/document/:id`). */
export const documentPath = (id: number) => `/document/${id}`;

/** The project page's path (the shell's route `/project/:id`). */
export const projectPath = (id: number) => `/project/${id}`;

/** The project page's tab of translation memories and glossaries (the URL's hash), which links can point at. */
export const PROJECT_RESOURCES_ID = 'resources';

/** The project page, brought to its translation memories and glossaries. */
export const projectResourcesPath = (id: number) => `${projectPath(id)}#${PROJECT_RESOURCES_ID}`;

/** A document's QA report: its segments with findings, each a link into the editor. */
export const qaReportPath = (id: number) => `${documentPath(id)}/qa`;

/** Navigation state of a keyboard shortcut that opens the QA report: the keyboard goes to its list of segments. */
export const FOCUS_FINDINGS = { focus: 'findings' } as const;
