import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { faxDigits, type FaxRequest, type FaxSender } from './fax-sender.js';

/** The embedded default: each fax is written as a PDF under DATA_DIR/fax-outbox/, named by time, reference and number. */
export function createOutboxFaxSender({
  outboxDir,
  now = () => new Date(),
  log,
}: {
  outboxDir: string;
  now?: () => Date;
  log?: { info(object: object, message: string): void };
}): FaxSender {
  return {
    kind: 'outbox',
    async send({ to, pdf, reference }: FaxRequest) {
      const digits = faxDigits(to);
      if (!digits) {
        throw new Error(`"${to}" is not a fax number`);
      }
      await mkdir(outboxDir, { recursive: true });
      const stamp = now().toISOString().replace(/[:.]/g, '-');
      const safeReference = reference.replace(/[^A-Za-z0-9-]/g, '');
      const file = path.join(outboxDir, `${stamp}-${safeReference}-to-${digits}.pdf`);
      await writeFile(file, pdf, { flag: 'wx' });
      log?.info({ file: path.basename(file), to: digits }, 'fax written to the outbox');
      return { id: path.basename(file) };
    },
  };
}
