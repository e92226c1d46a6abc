import { dollarsToCents } from '@orderlane/domain';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AppHeader } from '@/components/layout/app-header';
import { paths } from '@/config/paths';
import { useUser, useUserStore } from '@/features/auth/stores/user-store';
import { useCart, useCartItemCount } from '@/features/cart/hooks/use-cart';

const SideMenu = lazy(() =>
  import('@/components/layout/side-menu').then((module) => ({ default: module.SideMenu })),
);

export interface SiteHeaderProps {
  onOpenCart: () => void;
  isOverlay?: boolean;
  storeId?: number | null;
  /** Only pages that show the cart panel beside them (store and in-store menus) leave it a column. */
  isBesideCart?: boolean;
}

/** The header and the side menu, wired to the cart and the signed-in diner. */
export function SiteHeader({ onOpenCart, isOverlay, storeId = null, isBesideCart }: SiteHeaderProps) {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const cart = useCart();
  const cartCount = useCartItemCount();
  const user = useUser();
  const navigate = useNavigate();
  const location = useLocation();
  const info = user?.userInfos?.[0];
  const target = location.pathname.replace(/^\//, '') || null;
  return (
    <>
      <AppHeader
        cartCount={cartCount}
        onOpenMenu={() => setIsMenuOpen(true)}
        onOpenCart={onOpenCart}
        isOverlay={isOverlay}
        isBesideCart={isBesideCart}
      />
      {isMenuOpen && (
        <Suspense fallback={null}>
          <SideMenu
            isOpen={isMenuOpen}
            onOpenChange={setIsMenuOpen}
            user={
              user
                ? {
                    firstName: info?.firstName ?? '',
                    lastName: info?.lastName ?? '',
                    rewardBalanceCents: dollarsToCents(user.rewardBalance ?? 0),
                  }
                : null
            }
            cartCount={cart.restaurantInfoId !== null ? cartCount : null}
            signInHref={paths.auth.getHref({ storeId, target })}
            onOpenCart={onOpenCart}
            onSignOut={() => {
              setIsMenuOpen(false);
              useUserStore.getState().signOut();
              // Logging out goes to the store list.
              void navigate(paths.storesList.getHref());
            }}
          />
        </Suspense>
      )}
    </>
  );
}
