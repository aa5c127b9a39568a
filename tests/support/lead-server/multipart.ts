/** multipart/form-data as a browser writes it, for tests that put bodies on the wire themselves. */

/** A field: its name, its value, and a file name when it is sent as a file. */
export type MultipartEntry = readonly [name: string, value: unknown, fileName?: string];

/** The body as text: names (and file names) with quotes and line breaks percent-encoded, values as they are. */
export function multipartText(entries: Iterable<MultipartEntry>, boundary: string): string {
  const parts = [...entries].map(([name, value, fileName]) => {
    const disposition = `form-data; name="${escapeName(name)}"${fileName ? `; filename="${escapeName(fileName)}"` : ""}`;
    const type = fileName ? "Content-Type: application/pdf\r\n" : "";
    return `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n${String(value)}\r\n`;
  });
  return `${parts.join("")}--${boundary}--\r\n`;
}

/** The same body as UTF-8 bytes. */
export function multipartBody(entries: Iterable<MultipartEntry>, boundary: string): Buffer {
  return Buffer.from(multipartText(entries, boundary), "utf8");
}

function escapeName(name: string): string {
  return name.replaceAll('"', "%22").replaceAll("\r", "%0D").replaceAll("\n", "%0A");
}
