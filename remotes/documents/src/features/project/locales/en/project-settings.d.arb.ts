// The messages of project-settings.arb, as its module exports them: written by scripts/catalog-types.ts.
import type { Message } from '@tessera/shared/i18n/catalog';
/** Title of the error shown in the project settings when the month's language model token use could not be loaded; the server's reason and a Retry button follow. */
export declare const projectTokensNotLoaded: Message<'project-settings'>;
/** Heading of the project settings part on the language model tokens used this month. */
export declare const projectTokensLegend: Message<'project-settings'>;
/** The tokens the project used this month, with no ceiling set. {used} is the number of tokens, already formatted; {month} the month as YYYY-MM. */
export declare const projectTokensUsedNoCeiling: Message<'project-settings'>;
/** The tokens the project used this month against its monthly ceiling. {used} and {ceiling} are numbers of tokens, already formatted; {month} the month as YYYY-MM. */
export declare const projectTokensUsedOfCeiling: Message<'project-settings'>;
/** Label of the field of the project's monthly language model token ceiling (admins only). */
export declare const projectTokensCeiling: Message<'project-settings'>;
/** Hint under the monthly token ceiling field: leaving it empty removes the ceiling. */
export declare const projectTokensCeilingHint: Message<'project-settings'>;
/** Button that saves the monthly token ceiling. */
export declare const projectTokensSave: Message<'project-settings'>;
/** Title of the error shown in the project settings when the machine translation quality estimate settings could not be loaded; the server's reason and a Retry button follow. */
export declare const projectMtQualityNotLoaded: Message<'project-settings'>;
/** Heading of the project settings part on quality estimates of machine translation. */
export declare const projectMtQualityLegend: Message<'project-settings'>;
/** Checkbox in the project settings: each machine suggestion gets a quality score from 0 to 100, which costs a second model request. */
export declare const projectMtQualityRate: Message<'project-settings'>;
/** Label of the number field (0-100) of the score at or above which pre-translation by a language model confirms a segment. */
export declare const projectMtQualityThreshold: Message<'project-settings'>;
/** Hint under the pre-translation score threshold field: empty means no segment is confirmed. */
export declare const projectMtQualityThresholdHint: Message<'project-settings'>;
/** Button that saves the machine translation quality estimate settings. */
export declare const projectMtQualitySave: Message<'project-settings'>;
/** Heading of the project settings part where a style guide is given to language models, per target language. */
export declare const projectInstructionsLegend: Message<'project-settings'>;
/** Accessible name of the list of target language codes whose instructions to language models are shown. */
export declare const projectInstructionsLanguage: Message<'project-settings'>;
/** Label of the text area of the instructions to language models. {lang} is a target language code (de, fr-CA). */
export declare const projectInstructionsStyleGuide: Message<'project-settings'>;
/** Placeholder of the style guide text area: an example of instructions (adapt the example to your language). */
export declare const projectInstructionsPlaceholder: Message<'project-settings'>;
/** Button that saves the instructions to language models for the chosen target language. */
export declare const projectInstructionsSave: Message<'project-settings'>;
/** Title of the project settings dialog. {name} is the project's name. */
export declare const projectSettingsTitle: Message<'project-settings'>;
/** Submit button of the project settings dialog. */
export declare const projectSettingsSave: Message<'project-settings'>;
/** Label of the project name field in the project settings. */
export declare const projectSettingsName: Message<'project-settings'>;
/** Label of the project description field in the project settings. */
export declare const projectSettingsDescription: Message<'project-settings'>;
/** Checkbox in the project settings when target languages are added: make documents in them of the files already uploaded. {languages} lists the added language codes ("de, fr"). */
export declare const projectSettingsCopyDocuments: Message<'project-settings'>;
/** Label of the project's client field in the project settings. */
export declare const projectSettingsClient: Message<'project-settings'>;
/** Label of the project's due date field in the project settings. */
export declare const projectSettingsDueDate: Message<'project-settings'>;
/** The tokens the project used this month once they reached its monthly ceiling, and that model suggestions stop until next month. {used} and {ceiling} are numbers of tokens, already formatted; {month} the month as YYYY-MM. */
export declare const projectTokensUsedOfCeilingStopped: Message<'project-settings'>;
/** Note in the project settings of a project with documents: a target language with documents cannot be removed. {copies} is none when the person chose not to create documents of the existing files in the added target languages: the note then says first that those get documents of files uploaded from now on only; other otherwise. */
export declare const projectSettingsTargetsNote: Message<'project-settings'>;
