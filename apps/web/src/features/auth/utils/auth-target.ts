import { isPageRoute } from '@orderlane/domain';

/**
 * Where /auth returns after success: the `target` page (checkout, storeslist, order-history...), else the store
 * the visitor came from, else the store list. Only the app's own pages are accepted (no open redirect).
 */
export function resolveAuthTarget(target: string | null, storeHref: string | null): string {
  const path = target ? `/${target.replace(/^\/+/, '')}` : null;
  if (path && !path.startsWith('//') && isPageRoute(path.split('?')[0] ?? '')) {
    return path;
  }
  return storeHref ?? '/storeslist';
}
