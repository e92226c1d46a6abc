import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/components/ui/icons';
import { env } from '@/config/env';
import { videoPopupWidthPx } from '../utils/video-popup';
import styles from './video-dialog.module.css';

export const MERCHANT_VIDEO_SRC = '/videos/merchant-intro.webm';
export const MERCHANT_VIDEO_POSTER = '/videos/merchant-intro-poster.webp';

function useWindowWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

export interface VideoDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The landing's introduction video, a local file, in a popup narrower than the window by a set offset. */
export function VideoDialog({ isOpen, onOpenChange }: VideoDialogProps) {
  const { t } = useTranslation();
  const width = videoPopupWidthPx(useWindowWidth());
  const title = t('merchant.hero.videoTitle', { brand: env.BRAND_NAME });
  return (
    <RadixDialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={styles.content} style={{ width }} aria-describedby={undefined}>
          <div className={styles.bar}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <button type="button" className={styles.close} aria-label={t('common.close')}>
                <CloseIcon size={22} />
              </button>
            </RadixDialog.Close>
          </div>
          <video
            className={styles.video}
            src={MERCHANT_VIDEO_SRC}
            poster={MERCHANT_VIDEO_POSTER}
            controls
            autoPlay
            muted
            playsInline
            width={960}
            height={540}
          >
            {t('merchant.hero.videoUnsupported')}
          </video>
          <p className={styles.caption}>{t('merchant.hero.videoCaption')}</p>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
