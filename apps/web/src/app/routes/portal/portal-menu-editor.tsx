import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { editorMenuQueryKey, useEditorMenu } from '@/features/menu-editor/api/menu-editor-api';
import { ItemImageSlot, type ItemImageSlotProps } from '@/features/menu-editor/components/item-image-slot';
import { MenuEditor } from '@/features/menu-editor/components/menu-editor';
import styles from '@/features/menu-editor/components/menu-editor.module.css';
import { ImageCropUpload } from '@/features/store-images/components/image-crop-upload';
import { useOwnerSession } from '@/lib/owner-session';
import { PortalStoreGate } from './portal-store-gate';

/** /portal/stores/{storeId}/menu-editor: the owner edits categories, items and option groups, or imports a CSV. */
export function PortalMenuEditorRoute() {
  return (
    <PortalStoreGate section="menuEditor" isOwnerOnly>
      {({ storeId }) => <MenuEditorPage key={storeId} storeId={storeId} />}
    </PortalStoreGate>
  );
}

function MenuEditorPage({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const menu = useEditorMenu(storeId);
  const queryClient = useQueryClient();
  // An item's picture is uploaded on its own; the menu is refetched so the editor shows the new one.
  const renderItemImage = useCallback(
    ({ storeId: store, itemId, imageUrl }: ItemImageSlotProps) => (
      <ImageCropUpload
        storeId={store}
        kind="item"
        itemId={itemId}
        currentUrl={imageUrl}
        onChanged={() => void queryClient.invalidateQueries({ queryKey: editorMenuQueryKey(store) })}
      />
    ),
    [queryClient],
  );
  const storeName = useOwnerSession()?.stores.find((store) => store.id === storeId)?.name ?? '';
  useEffect(() => {
    document.title = t('menuEditor.documentTitle', { store: storeName });
  }, [t, storeName]);
  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.title}>{t('menuEditor.title')}</h1>
        <p className={styles.muted}>{t('menuEditor.intro')}</p>
      </div>
      {menu.data ? (
        <ItemImageSlot.Provider value={renderItemImage}>
          <MenuEditor storeId={storeId} categories={menu.data} />
        </ItemImageSlot.Provider>
      ) : menu.isError ? (
        <div className={styles.actions}>
          <p className={styles.alert}>{t('menuEditor.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void menu.refetch()}>
            {t('menuEditor.retry')}
          </Button>
        </div>
      ) : (
        <Skeleton height={480} />
      )}
    </div>
  );
}
