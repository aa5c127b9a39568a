/**
 * Hands the browser a file to save (a schedule's CSV, a report's PDF). The
 * file is made on the spot from figures already on the page, so nothing is
 * fetched and nothing is stored. An object URL on an <a download> needs no
 * change to the site's Content-Security-Policy: it is a download, not a
 * resource the page loads.
 */
export function downloadFile(fileName: string, file: Blob): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  // Some browsers start the download after click() returns; give them a moment before letting the file go.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
