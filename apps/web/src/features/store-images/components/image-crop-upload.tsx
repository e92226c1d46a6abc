import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useStoreImageChange, type StoreImageKind } from '../api/store-images-api';
import { cropToBlob } from '../utils/crop-to-blob';
import { IMAGE_SLOTS, outputSize } from '../utils/image-slots';
import styles from './store-images.module.css';
import { useStoreImagesStrings } from './store-images-strings';

export interface ImageCropUploadProps {
  storeId: number;
  kind: StoreImageKind;
  /** The item shown (kind item only). */
  itemId?: number;
  /** The slot's heading; by default its name ("Logo", "Banner", "Picture"). */
  title?: string;
  currentUrl: string | null;
  /** After an upload or a removal, with the new public URL (null when removed). */
  onChanged?: (url: string | null) => void;
}

const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const ACCEPTED = ACCEPTED_TYPES.join(',');
/** The server's limit for a picture, checked here first so a refused file never reaches the crop step. */
const MAX_PICTURE_BYTES = 10 * 1024 * 1024;

/**
 * One picture slot: the current picture, then pick a file, crop it at the slot's fixed shape and upload the
 * crop already drawn at the size the store page serves (so the server never resizes).
 */
export function ImageCropUpload({
  storeId,
  kind,
  itemId,
  title,
  currentUrl,
  onChanged,
}: ImageCropUploadProps) {
  useStoreImagesStrings();
  const { t } = useTranslation();
  const slot = IMAGE_SLOTS[kind];
  const { upload, remove } = useStoreImageChange(storeId);
  const inputRef = useRef<HTMLInputElement>(null);
  const zoomId = useId();
  // The answer of this slot's last change, shown until the page's own data catches up.
  const [changedUrl, setChangedUrl] = useState<string | null | undefined>(undefined);
  const shownUrl = changedUrl === undefined ? currentUrl : changedUrl;
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [isPreparing, setIsPreparing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const label = t(`storeImages.labels.${kind}`);
  const heading = title ?? t(`storeImages.titles.${kind}`);

  // Each picked file gets an object URL; it is released when the crop closes or another file is picked.
  useEffect(() => (source ? () => URL.revokeObjectURL(source) : undefined), [source]);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) {
      return;
    }
    setStatus(null);
    // A file the crop cannot draw or the server would refuse says why at once (a PDF or HEIC picked through
    // "All files" used to leave the crop step open with its button greyed out and no word why).
    if (!ACCEPTED_TYPES.includes(file.type)) {
      setSource(null);
      setError(t('storeImages.wrongType', { name: file.name }));
      return;
    }
    if (file.size > MAX_PICTURE_BYTES) {
      setSource(null);
      setError(t('storeImages.tooLarge', { name: file.name }));
      return;
    }
    setError(null);
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
    setSource(URL.createObjectURL(file));
  };

  const finish = (url: string | null, message: string) => {
    setChangedUrl(url);
    setSource(null);
    setStatus(message);
    onChanged?.(url);
  };

  const confirm = async () => {
    if (!source || !area) {
      return;
    }
    if (area.width < slot.minWidth) {
      setError(t('storeImages.tooSmall', { width: Math.round(area.width), min: slot.minWidth }));
      return;
    }
    setError(null);
    setIsPreparing(true);
    let picture: Blob;
    try {
      picture = await cropToBlob(source, area, outputSize(kind, area.width));
    } catch {
      setError(t('storeImages.unreadable'));
      return;
    } finally {
      setIsPreparing(false);
    }
    upload.mutate(
      { kind, itemId, picture },
      {
        onSuccess: (saved) => finish(saved.url, t('storeImages.saved')),
        onError: (failure) => setError(t('storeImages.refused', { message: failure.message })),
      },
    );
  };

  const removePicture = () => {
    if (itemId === undefined) {
      return;
    }
    setError(null);
    remove.mutate(itemId, {
      onSuccess: () => finish(null, t('storeImages.removed')),
      onError: (failure) => setError(t('storeImages.refused', { message: failure.message })),
    });
  };

  const isBusy = isPreparing || upload.isPending;
  const shape = { aspectRatio: String(slot.aspect) };
  return (
    <section className={styles.slot} aria-label={heading}>
      <h3 className={styles.slotTitle}>{heading}</h3>
      {shownUrl ? (
        <img
          className={`${styles.preview} ${kind === 'logo' ? styles.logoPreview : ''}`}
          style={shape}
          src={shownUrl}
          alt={t('storeImages.current', { label })}
        />
      ) : (
        <p className={`${styles.preview} ${styles.empty}`} style={shape}>
          {t('storeImages.none')}
        </p>
      )}
      {source && (
        <div className={styles.cropStage}>
          <p className={styles.muted}>{t('storeImages.cropHint', { label })}</p>
          <div className={styles.cropper}>
            <Cropper
              image={source}
              crop={crop}
              zoom={zoom}
              aspect={slot.aspect}
              maxZoom={4}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
              onMediaLoaded={() => setError(null)}
              mediaProps={{
                onError: () => {
                  setSource(null);
                  setError(t('storeImages.unreadable'));
                },
              }}
            />
          </div>
          <label className={styles.zoom} htmlFor={zoomId}>
            {t('storeImages.zoom')}
            <input
              id={zoomId}
              type="range"
              min={1}
              max={4}
              step={0.05}
              value={zoom}
              onChange={(event) => setZoom(Number(event.target.value))}
            />
          </label>
        </div>
      )}
      <div aria-live="polite" className={styles.messages}>
        {isBusy && <p className={styles.muted}>{t('storeImages.uploading')}</p>}
        {error && (
          <p className={styles.alert} role="alert">
            {error}
          </p>
        )}
        {status && !error && <p className={styles.success}>{status}</p>}
      </div>
      <div className={styles.actions}>
        {source ? (
          <>
            <Button onClick={() => void confirm()} isBusy={isBusy} disabled={!area}>
              {t('storeImages.useCrop', { label })}
            </Button>
            <Button variant="secondary" onClick={() => setSource(null)} disabled={isBusy}>
              {t('storeImages.cancel')}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={() => inputRef.current?.click()}>
              {shownUrl ? t('storeImages.replace', { label }) : t('storeImages.choose', { label })}
            </Button>
            {kind === 'item' && shownUrl && (
              <Button variant="text" onClick={removePicture} isBusy={remove.isPending}>
                {t('storeImages.remove')}
              </Button>
            )}
          </>
        )}
        <input
          ref={inputRef}
          className={styles.fileInput}
          type="file"
          accept={ACCEPTED}
          aria-label={t('storeImages.choose', { label })}
          tabIndex={-1}
          onChange={pick}
        />
      </div>
      <p className={styles.muted}>{t('storeImages.types')}</p>
    </section>
  );
}
