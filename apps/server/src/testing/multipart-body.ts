import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

export interface MultipartFilePart {
  field: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body with text fields first, then files, as a browser's FormData sends it. */
export function multipartBody(fields: Record<string, string>, files: MultipartFilePart[] = []) {
  const boundary = `----orderlane${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.fileName}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A multipart body whose one file part is `fileBytes` long, produced lazily 64 KB at a time; `pulled()`
 * tells how many bytes the server actually read.
 */
export function streamingMultipartBody(fields: Record<string, string>, fileBytes: number) {
  const boundary = `----orderlane${randomBytes(8).toString('hex')}`;
  const head = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="menu.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`;
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  let pulled = 0;
  let sent = 0;
  const payload = new Readable({
    read() {
      if (sent === 0) {
        const start = Buffer.from(head + fileHead);
        pulled += start.length;
        sent += 1;
        this.push(start);
        return;
      }
      if (pulled < fileBytes) {
        pulled += chunk.length;
        this.push(chunk);
        return;
      }
      this.push(Buffer.from(`\r\n--${boundary}--\r\n`));
      this.push(null);
    },
  });
  return {
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    pulled: () => pulled,
  };
}
