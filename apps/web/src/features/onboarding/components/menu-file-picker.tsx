import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/components/ui/icons';
import {
  addMenuFiles,
  formatFileSize,
  formatFileType,
  MENU_FILE_ACCEPT,
  type MenuFileProblem,
} from '../utils/menu-files';
import styles from './onboarding.module.css';

export interface MenuFilePickerProps {
  files: File[];
  /** Files sent on an earlier visit, listed so the owner knows they are there. */
  uploaded: { name: string; type: string; size: number }[];
  onChange: (files: File[]) => void;
}

/** Pick or drop PDFs and images; each shows its type and size and can be removed before sending. */
export function MenuFilePicker({ files, uploaded, onChange }: MenuFilePickerProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<MenuFileProblem | null>(null);
  const [isOver, setIsOver] = useState(false);
  const add = (picked: File[]) => {
    const next = addMenuFiles([...uploaded.map((file) => ({ ...file, isUploaded: true })), ...files], picked);
    onChange(next.files.filter((file): file is File => file instanceof File));
    setProblem(next.problem);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsOver(false);
    add(Array.from(event.dataTransfer.files));
  };
  const problemText =
    problem === null
      ? null
      : problem.kind === 'tooMany'
        ? t('onboarding.menu.tooMany')
        : t(`onboarding.menu.${problem.kind}`, { name: problem.name });
  return (
    <div
      className={`${styles.drop} ${isOver ? styles.dropActive : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setIsOver(true);
      }}
      onDragLeave={() => setIsOver(false)}
      onDrop={onDrop}
    >
      <p className={styles.label} id="menu-files-label">
        {t('onboarding.menu.files')}
      </p>
      <p className={styles.hint} id="menu-files-hint">
        {t('onboarding.menu.filesHint')}
      </p>
      <label className={styles.pick}>
        {t('onboarding.menu.chooseFiles')}
        <input
          type="file"
          className="visually-hidden"
          accept={MENU_FILE_ACCEPT}
          multiple
          aria-describedby="menu-files-hint"
          onChange={(event) => {
            add(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      </label>
      {problemText && (
        <p className={styles.error} role="alert">
          {problemText}
        </p>
      )}
      {(uploaded.length > 0 || files.length > 0) && (
        <ul className={styles.files} aria-labelledby="menu-files-label">
          {uploaded.map((file) => (
            <li key={`uploaded-${file.name}`} className={styles.file}>
              <span className={styles.fileType}>{formatFileType(file)}</span>
              <span className={styles.fileName}>{file.name}</span>
              <span className={`${styles.fileSize} tabular`}>{formatFileSize(file.size)}</span>
            </li>
          ))}
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={styles.file}>
              <span className={styles.fileType}>{formatFileType(file)}</span>
              <span className={styles.fileName}>{file.name}</span>
              <span className={`${styles.fileSize} tabular`}>{formatFileSize(file.size)}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={t('onboarding.menu.remove', { name: file.name })}
                onClick={() => onChange(files.filter((_, other) => other !== index))}
              >
                <CloseIcon size={18} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
