/**
 * Starts the browser's download of `url` through a plain link, so the browser streams the (possibly huge) file
 * to disk with the session cookie instead of the page holding it in memory.
 */
export function startDownload(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
