export { repetitionSettingsKey, useRepetitionOffer, useRepetitionSettings } from './RepetitionOffer.tsx';
