/** Menu uploads: PDF and images only, at most 10 files of 10 MB (the server checks content again). */
export const MAX_MENU_FILES = 10;
export const MAX_MENU_FILE_BYTES = 10 * 1024 * 1024;
export const MENU_FILE_ACCEPT = '.pdf,application/pdf,image/*';

export type MenuFileProblem = { kind: 'tooMany' } | { kind: 'tooLarge' | 'wrongType'; name: string };

export function isMenuFileType(file: { name: string; type: string }): boolean {
  return file.type === 'application/pdf' || file.type.startsWith('image/') || /\.pdf$/i.test(file.name);
}

/** Adds picked files to the list, keeping the first problem found; nothing over the limits is kept. */
export function addMenuFiles<T extends { name: string; type: string; size: number }>(
  current: readonly T[],
  picked: readonly T[],
): { files: T[]; problem: MenuFileProblem | null } {
  const files = [...current];
  let problem: MenuFileProblem | null = null;
  for (const file of picked) {
    if (!isMenuFileType(file)) {
      problem ??= { kind: 'wrongType', name: file.name };
    } else if (file.size > MAX_MENU_FILE_BYTES) {
      problem ??= { kind: 'tooLarge', name: file.name };
    } else if (files.length >= MAX_MENU_FILES) {
      problem ??= { kind: 'tooMany' };
    } else {
      files.push(file);
    }
  }
  return { files, problem };
}

/** '2.4 MB', '312 KB', '900 B'. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  }
  return bytes >= 1024 ? `${Math.round(bytes / 1024)} KB` : `${bytes} B`;
}

/** 'PDF', 'PNG', 'JPEG'... from the file's type, else its extension. */
export function formatFileType(file: { name: string; type: string }): string {
  const fromType = file.type.split('/')[1];
  const fromName = /\.([a-z0-9]+)$/i.exec(file.name)?.[1];
  return (fromType || fromName || '?').toUpperCase();
}
