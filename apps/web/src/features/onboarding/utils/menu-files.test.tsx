import { describe, expect, it } from 'vitest';
import { addMenuFiles, formatFileSize, formatFileType, MAX_MENU_FILE_BYTES } from './menu-files';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('menu files', () => {
  it('keeps PDFs and images', () => {
    const { files, problem } = addMenuFiles(
      [],
      [file('menu.pdf', 'application/pdf'), file('a.png', 'image/png')],
    );
    expect(files.map((picked) => picked.name)).toEqual(['menu.pdf', 'a.png']);
    expect(problem).toBeNull();
  });

  it('refuses other types and files over 10 MB, keeping the rest', () => {
    const { files, problem } = addMenuFiles(
      [],
      [
        file('notes.docx', 'application/msword'),
        file('big.jpg', 'image/jpeg', MAX_MENU_FILE_BYTES + 1),
        file('ok.jpg', 'image/jpeg'),
      ],
    );
    expect(files.map((picked) => picked.name)).toEqual(['ok.jpg']);
    expect(problem).toEqual({ kind: 'wrongType', name: 'notes.docx' });
    expect(addMenuFiles([], [file('big.jpg', 'image/jpeg', MAX_MENU_FILE_BYTES + 1)]).problem).toEqual({
      kind: 'tooLarge',
      name: 'big.jpg',
    });
  });

  it('stops at 10 files', () => {
    const ten = Array.from({ length: 10 }, (_, index) => file(`${index}.png`, 'image/png'));
    const { files, problem } = addMenuFiles(ten, [file('11.png', 'image/png')]);
    expect(files).toHaveLength(10);
    expect(problem).toEqual({ kind: 'tooMany' });
  });

  it('shows size and type', () => {
    expect(formatFileSize(900)).toBe('900 B');
    expect(formatFileSize(312 * 1024)).toBe('312 KB');
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe('2.4 MB');
    expect(formatFileType(file('menu.pdf', 'application/pdf'))).toBe('PDF');
    expect(formatFileType(file('photo.HEIC', ''))).toBe('HEIC');
  });
});
