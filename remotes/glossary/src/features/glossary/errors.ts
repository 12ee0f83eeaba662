// One wording for every screen (@tessera/shared); re-exported so this screen's files import from one place.
export { errorMessage } from '@tessera/shared';

export const CONFLICT_MESSAGE = 'This record was changed by someone else since you started editing it.';
