const MAX_BYTES = 1_500_000;

export type CsvFileProblem = 'tooLarge' | 'notCsv';

/** Why a chosen file cannot be a menu CSV, before anything is sent; null when it reads as UTF-8 text. */
export class CsvFileError extends Error {
  readonly problem: CsvFileProblem;

  constructor(problem: CsvFileProblem) {
    super(problem);
    this.problem = problem;
  }
}

/**
 * The file as text. A file over 1.5 MB, with a NUL byte (a workbook, a picture, UTF-16 text) or with bytes that
 * are not UTF-8 is refused here, so the owner hears one clear sentence instead of a list of unreadable rows.
 */
export async function readCsvFile(file: Blob): Promise<string> {
  if (file.size > MAX_BYTES) {
    throw new CsvFileError('tooLarge');
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.includes(0)) {
    throw new CsvFileError('notCsv');
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new CsvFileError('notCsv');
  }
}
