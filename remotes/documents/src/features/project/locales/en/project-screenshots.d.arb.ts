// The messages of project-screenshots.arb, as its module exports them: written by scripts/catalog-types.ts.
import type { Message } from '@tessera/shared/i18n/catalog';
/** Title of the project page's screenshots card: images of the app's screens with the boxes of the strings on them. */
export declare const screenshotsTitle: Message<'project-screenshots'>;
/** Under the screenshots card's title: what the screenshots are for. */
export declare const screenshotsExplained: Message<'project-screenshots'>;
/** Spinner while the project's screenshots load. */
export declare const screenshotsLoading: Message<'project-screenshots'>;
/** Empty state of the screenshots card. */
export declare const screenshotsNoneTitle: Message<'project-screenshots'>;
/** Empty state of the screenshots card, for managers. */
export declare const screenshotsNoneText: Message<'project-screenshots'>;
/** Empty state of the screenshots card, for people who only read the project. */
export declare const screenshotsNoneReader: Message<'project-screenshots'>;
/** Label of the file field that uploads a screenshot (PNG, JPEG or WebP). */
export declare const screenshotsUpload: Message<'project-screenshots'>;
/** Hint under the screenshot file field. {max} is the largest size taken ("10 MB"). */
export declare const screenshotsUploadHint: Message<'project-screenshots'>;
/** Label of the progress bar while a screenshot uploads. {name} is its file name. */
export declare const screenshotsUploading: Message<'project-screenshots'>;
/** Said before uploading a file larger than the limit. {name} is the file, {max} the limit ("10 MB"). */
export declare const screenshotsTooBig: Message<'project-screenshots'>;
/** Accessible name of the list of screenshot cards. */
export declare const screenshotsList: Message<'project-screenshots'>;
/** Under a screenshot's thumbnail: its size. {width} and {height} are numbers of pixels. */
export declare const screenshotSize: Message<'project-screenshots'>;
/** Under a screenshot's thumbnail: how many boxes (strings) it has. */
export declare const screenshotBoxCount: Message<'project-screenshots'>;
/** Button of a screenshot card that shows it with its boxes. */
export declare const screenshotOpen: Message<'project-screenshots'>;
/** Accessible name of a screenshot card's Open button. {name} is the screenshot's name. */
export declare const screenshotOpenNamed: Message<'project-screenshots'>;
/** Button of a screenshot card. */
export declare const screenshotRename: Message<'project-screenshots'>;
/** Accessible name of a screenshot card's Rename button. {name} is the screenshot's name. */
export declare const screenshotRenameNamed: Message<'project-screenshots'>;
/** Title of the dialog renaming a screenshot. */
export declare const screenshotRenameTitle: Message<'project-screenshots'>;
/** Label of the name field of the rename dialog. */
export declare const screenshotName: Message<'project-screenshots'>;
/** Button of a screenshot card. */
export declare const screenshotDelete: Message<'project-screenshots'>;
/** Accessible name of a screenshot card's Delete button. {name} is the screenshot's name. */
export declare const screenshotDeleteNamed: Message<'project-screenshots'>;
/** Title of the dialog confirming a screenshot's deletion. */
export declare const screenshotDeleteTitle: Message<'project-screenshots'>;
/** Text of the dialog confirming a screenshot's deletion. {name} is its name. */
export declare const screenshotDeleteText: Message<'project-screenshots'>;
/** Confirm button of the dialog deleting a screenshot. */
export declare const screenshotDeleteConfirm: Message<'project-screenshots'>;
/** Button closing the open screenshot. */
export declare const screenshotClose: Message<'project-screenshots'>;
/** Accessible name of the open screenshot's region. {name} is its name. */
export declare const screenshotViewer: Message<'project-screenshots'>;
/** Alternative text of a screenshot's image. {name} is its name. */
export declare const screenshotImageAlt: Message<'project-screenshots'>;
/** Spinner while the open screenshot's boxes load. */
export declare const screenshotBoxesLoading: Message<'project-screenshots'>;
/** Help above the screenshot box editor: how to draw, move and resize boxes with the mouse and the keyboard. */
export declare const screenshotDrawHelp: Message<'project-screenshots'>;
/** Button adding a box in the middle of the screenshot, to place with the keyboard. */
export declare const screenshotAddBox: Message<'project-screenshots'>;
/** Button saving the open screenshot's boxes. */
export declare const screenshotSaveBoxes: Message<'project-screenshots'>;
/** Said once the boxes are saved. */
export declare const screenshotBoxesSaved: Message<'project-screenshots'>;
/** Said while the boxes have changes not saved. */
export declare const screenshotBoxesUnsaved: Message<'project-screenshots'>;
/** Accessible name of a box on the screenshot. {number} is its number, {link} the string it is linked to, the rest its place in pixels. */
export declare const screenshotBoxLabel: Message<'project-screenshots'>;
/** Heading of the list of the open screenshot's boxes. */
export declare const screenshotBoxes: Message<'project-screenshots'>;
/** Under the Boxes heading when the screenshot has none. */
export declare const screenshotNoBoxes: Message<'project-screenshots'>;
/** A box in the list of boxes. {number} is its number. */
export declare const screenshotBoxNumber: Message<'project-screenshots'>;
/** What a box is linked to: a segment. {id} is its number. */
export declare const screenshotLinkSegment: Message<'project-screenshots'>;
/** What a box is linked to: a segment whose text is known. {text} is its source text. */
export declare const screenshotLinkSegmentText: Message<'project-screenshots'>;
/** What a box is linked to: a key (a string's id in the app). {key} is the key. */
export declare const screenshotLinkKey: Message<'project-screenshots'>;
/** What a box is linked to before a string is chosen. */
export declare const screenshotLinkNone: Message<'project-screenshots'>;
/** Field of the selected box: its left edge in pixels. */
export declare const screenshotBoxX: Message<'project-screenshots'>;
/** Field of the selected box: its top edge in pixels. */
export declare const screenshotBoxY: Message<'project-screenshots'>;
/** Field of the selected box: its width in pixels. */
export declare const screenshotBoxWidth: Message<'project-screenshots'>;
/** Field of the selected box: its height in pixels. */
export declare const screenshotBoxHeight: Message<'project-screenshots'>;
/** Button removing the selected box. */
export declare const screenshotBoxRemove: Message<'project-screenshots'>;
/** Heading of the part that links the selected box to a string. */
export declare const screenshotLinkTitle: Message<'project-screenshots'>;
/** Label of the select choosing which document's segments to search. */
export declare const screenshotLinkDocument: Message<'project-screenshots'>;
/** Label of the search field finding a document by its name, among a project's many, to search its segments. */
export declare const screenshotLinkFindDocument: Message<'project-screenshots'>;
/** Hint under the document search: how many of the matching documents the select lists. {shown} is how many are listed, {total} how many match. */
export declare const screenshotLinkDocumentsShown: Message<'project-screenshots'>;
/** Said when no readable document of the project has the name searched. */
export declare const screenshotLinkNoDocument: Message<'project-screenshots'>;
/** Label of the search field for the segments to link a box to (their source or target text). */
export declare const screenshotLinkSearch: Message<'project-screenshots'>;
/** Accessible name of the list of segments found. */
export declare const screenshotLinkResults: Message<'project-screenshots'>;
/** Said when the search finds no segment. */
export declare const screenshotLinkNothing: Message<'project-screenshots'>;
/** Button linking the selected box to a segment found. */
export declare const screenshotLinkToSegment: Message<'project-screenshots'>;
/** Accessible name of the Link button of a segment found. {id} is its number. */
export declare const screenshotLinkToSegmentNamed: Message<'project-screenshots'>;
/** Button linking the selected box to a found segment's key (its id in the app), so the box stays when the file is uploaded again. {key} is the key. */
export declare const screenshotLinkToKey: Message<'project-screenshots'>;
/** Label of the field linking the selected box to a key typed in (a string's id in the app). */
export declare const screenshotLinkKeyField: Message<'project-screenshots'>;
/** Button linking the selected box to the key typed. */
export declare const screenshotLinkKeyButton: Message<'project-screenshots'>;
/** Says what the selected box is linked to. {link} is the string. */
export declare const screenshotLinkedTo: Message<'project-screenshots'>;
/** Said instead of saving while boxes are not linked to a string. */
export declare const screenshotNeedsLinks: Message<'project-screenshots'>;
