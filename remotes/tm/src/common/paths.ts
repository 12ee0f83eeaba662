/** The translation memory screen's path (the shell's route `/tm/:id`). */
export const tmPath = (id: number) => `/tm/${id}`;
