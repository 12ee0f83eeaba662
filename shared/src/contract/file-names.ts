/**
 * What a file name may hold, for the names documents are saved under: a name that an unzip tool, a file system or
 * a screen would take for something else is refused where it is set, and taken apart where it is written.
 */

/**
 * Control characters (CR, LF, TAB, DEL, C1) and the bidirectional controls (U+061C, U+200E/F, U+202A-U+202E,
 * U+2066-U+2069) that make a name show other than it is: `invoice\u202Efdp.exe` shows as `invoiceexe.pdf`.
 */
const FILE_NAME_CONTROLS = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** Device names Windows keeps, with or without an extension (`nul.txt` too): such a file cannot be made there. */
const WINDOWS_DEVICE_NAME = /^(CON|PRN|AUX|NUL|COM[1-9¹²³]|LPT[1-9¹²³])(\.|$)/i;

/** `name` without control or bidirectional characters. */
export function withoutFileNameControls(name: string): string {
  return name.replace(FILE_NAME_CONTROLS, '');
}

/**
 * Why `name` cannot be a document's name, or undefined when it can: the one rule for every way a name is set
 * (upload, rename, the API). The message follows the field's name: "name must …".
 */
export function documentNameProblem(name: string): string | undefined {
  if (/[/\\]/.test(name)) return 'must be a file name, without folders (no / or \\)';
  if (withoutFileNameControls(name) !== name)
    return 'must not hold control characters (line breaks, tabs) or bidirectional text controls';
  if (WINDOWS_DEVICE_NAME.test(name))
    return 'must not be a device name Windows keeps (CON, PRN, AUX, NUL, COM1-9, LPT1-9), with or without an extension';
  if (/[. ]$/.test(name)) return 'must not end with a dot or a space';
  return undefined;
}
