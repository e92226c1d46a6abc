import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PinIcon } from '@/components/ui/icons';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { AppBand } from '@/features/home/components/app-band';
import { HomeHero } from '@/features/home/components/home-hero';
import { SiteFooter } from '@/features/home/components/site-footer';
import { PlatformNotice } from '@/features/platform-check/components/platform-notice';
import { SiteHeader } from '../layout/site-header';
import { useOpenCartElsewhere } from '../layout/use-open-cart-elsewhere';
import { HomeLocalStores } from './home';
import { AddressPickerOverlay, type StoresListState } from './storeslist';
import styles from './home.module.css';

/** /init2: the other home page, led by an address search that opens the store list near it. */
export function Init2Route() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openCart = useOpenCartElsewhere();
  const [isPickerOpen, setIsPickerOpen] = useState(false);
  useEffect(() => {
    document.title = t('home.documentTitle', { brand: env.BRAND_NAME });
  }, [t]);
  return (
    <div className={styles.page}>
      <SiteHeader isOverlay onOpenCart={openCart} />
      <main>
        <HomeHero>
          <button type="button" className={styles.addressButton} onClick={() => setIsPickerOpen(true)}>
            <PinIcon size={20} />
            <span>{t('home.addressPrompt')}</span>
          </button>
        </HomeHero>
        <HomeLocalStores />
        <AppBand />
      </main>
      <SiteFooter />
      {isPickerOpen && (
        <AddressPickerOverlay
          onClose={() => setIsPickerOpen(false)}
          onPick={(address) =>
            void navigate(paths.storesList.getHref(), { state: { address } satisfies StoresListState })
          }
        />
      )}
      <PlatformNotice />
    </div>
  );
}
