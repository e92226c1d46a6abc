/** A picture's address as browsers are told it. */
export type MediaAddress = (url: string | null) => string | null;

/** The addresses as stored: the server's own /media/... paths. */
export const ownMediaAddress: MediaAddress = (url) => url;

/**
 * With PUBLIC_MEDIA_URL (a CDN in front of the servers' /media, or of the bucket's media/ prefix), a stored
 * `/media/<name>` path is told as `<PUBLIC_MEDIA_URL>/<name>`; rows keep the path, so the CDN can change without
 * touching them. Anything else (an outside address, null) is left as it is.
 */
export function mediaAddressOf(publicMediaUrl: string): MediaAddress {
  if (!publicMediaUrl) {
    return ownMediaAddress;
  }
  const base = publicMediaUrl.replace(/\/$/, '');
  return (url) => (url?.startsWith('/media/') ? `${base}${url.slice('/media'.length)}` : url);
}
