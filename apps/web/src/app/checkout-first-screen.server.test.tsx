import { describe, expect, it } from 'vitest';
import { makeStoreWire } from '@/testing/store-wire';
import { renderCheckoutFirstScreen } from './checkout-first-screen';

const storeWire = makeStoreWire({ name: 'Sunrise <Griddle>', ownDriver: true });
const now = new Date('2026-11-26T18:00:00Z');
const pickup = { storeId: 5, method: 'PICK_UP' as const, scheduleTime: null };

describe('renderCheckoutFirstScreen (the checkout the server draws)', () => {
  it('draws the way back, the title, how and when, and where to pick up, in English, without a DOM', () => {
    expect(typeof window).toBe('undefined');
    const html = renderCheckoutFirstScreen({ pathname: '/checkout', stores: [storeWire], hint: pickup, now });

    expect(html).toContain('href="/store/sunrise-griddle-chicago-5"');
    // Text is escaped: a name cannot open an element.
    expect(html).toContain('Back to Sunrise &lt;Griddle>');
    expect(html).not.toContain('<Griddle');
    expect(html).toMatch(/<h1[^>]*>Checkout<\/h1>/);
    expect(html).toContain('711 S Dearborn St, Chicago, IL 60605');
    // Pick Up chosen; no scheduled slot.
    expect(html).toMatch(/aria-checked="true"[^>]*>(<[^>]+>)*Pick Up/);
    expect(html).not.toContain('Change');
    // Nothing of the cart's lines, the diner or the payment: the server knows none of them.
    expect(html).not.toContain('<aside');
    expect(html).not.toMatch(/class="[^"]*undefined/);
  });

  it('shows delivery chosen without an address, and the chosen time', () => {
    const html = renderCheckoutFirstScreen({
      pathname: '/checkout',
      stores: [storeWire],
      hint: { storeId: 5, method: 'DELIVERY', scheduleTime: '2026-11-27 19:30:00' },
      now,
    });
    expect(html).toMatch(/aria-checked="true"[^>]*>(<[^>]+>)*Delivery/);
    expect(html).toContain('Nov 27th, 7:30 PM');
    expect(html).not.toContain('711 S Dearborn St, Chicago');
  });

  it('draws nothing for another store, no store, or another page', () => {
    const draw = (stores: unknown, pathname = '/checkout') =>
      renderCheckoutFirstScreen({ pathname, stores, hint: pickup, now });
    expect(draw([{ ...storeWire, id: 6 }])).toBeNull();
    expect(draw([])).toBeNull();
    expect(draw('not a list')).toBeNull();
    expect(draw([storeWire], '/checkout/')).toBeNull();
  });
});
