/**
 * Hands the browser a CSV file to save. The file is made on the spot from
 * figures already on the page, so nothing is fetched and nothing is stored.
 */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  // Some browsers start the download after click() returns; give them a moment before letting the file go.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
