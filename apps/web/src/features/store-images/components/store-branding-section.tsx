import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useStoreImages } from '../api/store-images-api';
import { ImageCropUpload } from './image-crop-upload';
import styles from './store-images.module.css';
import { useStoreImagesStrings } from './store-images-strings';

/** The settings page's "Logo and banner": both pictures the store page shows, each cropped and uploaded. */
export function StoreBrandingSection({ storeId }: { storeId: number }) {
  useStoreImagesStrings();
  const { t } = useTranslation();
  const images = useStoreImages(storeId);
  return (
    <section className={styles.section} aria-labelledby={`store-branding-${storeId}`}>
      <h2 id={`store-branding-${storeId}`} className={styles.sectionTitle}>
        {t('storeImages.section.title')}
      </h2>
      <p className={styles.muted}>{t('storeImages.section.intro')}</p>
      {images.data ? (
        <div className={styles.slots}>
          <ImageCropUpload storeId={storeId} kind="logo" currentUrl={images.data.logoUrl} />
          <ImageCropUpload storeId={storeId} kind="banner" currentUrl={images.data.bannerUrl} />
        </div>
      ) : images.isError ? (
        <div className={styles.actions}>
          <p className={styles.alert}>{t('storeImages.section.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void images.refetch()}>
            {t('storeImages.section.retry')}
          </Button>
        </div>
      ) : (
        <Skeleton height={240} />
      )}
    </section>
  );
}
