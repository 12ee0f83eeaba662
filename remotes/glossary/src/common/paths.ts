/** The glossary screen's path (the shell's route `/glossary/:id`). */
export const glossaryPath = (id: number) => `/glossary/${id}`;
