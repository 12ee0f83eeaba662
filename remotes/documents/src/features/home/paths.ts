/** The document screen's path (the shell's route `/document/:id`). */
export const documentPath = (id: number) => `/document/${id}`;
