/** The document screen's path (the shell's route `/document/:id`). */
export const documentPath = (id: number) => `/document/${id}`;

/** The project page's path (the shell's route `/project/:id`). */
export const projectPath = (id: number) => `/project/${id}`;
