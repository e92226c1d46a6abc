import type { ObjectStorage } from '@/plugins/storage/object-storage.js';
import { faxDigits, type FaxRequest, type FaxSender } from './fax-sender.js';

/**
 * The embedded default: each fax is written as a PDF to the storage's fax-outbox area (DATA_DIR/fax-outbox/, or
 * the S3 bucket's fax-outbox/ prefix), named by time, reference and number.
 */
export function createOutboxFaxSender({
  storage,
  now = () => new Date(),
  log,
}: {
  storage: Pick<ObjectStorage, 'put'>;
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
      const stamp = now().toISOString().replace(/[:.]/g, '-');
      const safeReference = reference.replace(/[^A-Za-z0-9-]/g, '');
      const file = `${stamp}-${safeReference}-to-${digits}.pdf`;
      await storage.put('fax-outbox', file, Buffer.from(pdf), 'application/pdf');
      log?.info({ file, to: digits }, 'fax written to the outbox');
      return { id: file };
    },
  };
}
