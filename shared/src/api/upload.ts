/**
 * The multipart body of an upload: the text fields that have a value (an optional field left out or blank is not
 * sent), then the file as `file`. The file goes last so that the server has every text field before it starts
 * streaming the file.
 */
export function uploadForm(file: File, fields: Record<string, string | undefined> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value);
  form.append('file', file, file.name);
  return form;
}
