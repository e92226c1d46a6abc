import { RATING_MAX_STARS, RATING_MIN_STARS, storePath } from '@orderlane/domain';
import type { WireStore } from '@/modules/stores/stores-service.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

// JSON inside <script> must not be able to close the tag.
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface StorePageHead {
  title: string;
  canonicalUrl: string;
  html: string;
}

/** The store page's title, description, canonical URL, Open Graph tags and Restaurant JSON-LD. */
export function buildStorePageHead(
  store: WireStore,
  { publicUrl, brandName }: { publicUrl: string; brandName: string },
): StorePageHead {
  const canonicalUrl = `${publicUrl}${storePath(store.id, store)}`;
  const cuisine = store.keyword.split(',')[0]?.trim() ?? '';
  const title = `${store.name} in ${store.city}: order online for pickup or delivery | ${brandName}`;
  const description = `Order ${cuisine ? `${cuisine} ` : ''}from ${store.name}, ${store.address}, ${store.city}, ${store.state}. Pick up or get it delivered; the restaurant pays 0% commission.`;
  // A path on this site, or already a whole address (PUBLIC_MEDIA_URL's CDN).
  const imageUrl = store.bannerUrl
    ? /^https?:\/\//.test(store.bannerUrl)
      ? store.bannerUrl
      : `${publicUrl}${store.bannerUrl}`
    : null;
  const restaurant = {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: store.name,
    url: canonicalUrl,
    ...(imageUrl ? { image: imageUrl } : {}),
    ...(store.phoneNumber ? { telephone: store.phoneNumber } : {}),
    servesCuisine: store.keyword
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean),
    address: {
      '@type': 'PostalAddress',
      streetAddress: store.address,
      addressLocality: store.city,
      addressRegion: store.state,
      postalCode: store.zip,
      addressCountry: 'US',
    },
    ...(store.latitude !== null && store.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude } }
      : {}),
    // Diners' real ratings, the figures the page shows; none until the store has enough to show.
    ...(store.rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: store.rating.average,
            bestRating: RATING_MAX_STARS,
            worstRating: RATING_MIN_STARS,
            ratingCount: store.rating.count,
          },
        }
      : {}),
    potentialAction: {
      '@type': 'OrderAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: canonicalUrl,
        actionPlatform: 'http://schema.org/DesktopWebPlatform',
      },
      deliveryMethod: [
        'http://purl.org/goodrelations/v1#DeliveryModePickUp',
        'http://purl.org/goodrelations/v1#DeliveryModeOwnFleet',
      ],
      priceSpecification: { '@type': 'DeliveryChargeSpecification', price: 0.99, priceCurrency: 'USD' },
    },
  };
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />`,
    `<meta property="og:type" content="restaurant.restaurant" />`,
    `<meta property="og:title" content="${escapeHtml(`${store.name} | ${brandName}`)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonicalUrl)}" />`,
    ...(imageUrl ? [`<meta property="og:image" content="${escapeHtml(imageUrl)}" />`] : []),
    `<script type="application/ld+json">${safeJson(restaurant)}</script>`,
  ];
  return { title, canonicalUrl, html: tags.join('\n    ') };
}
