import { RATING_MESSAGES } from '@orderlane/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, stubApi } from '@/testing/test-utils';
import { ratingsEn } from '../i18n/ratings-en';
import { RatingPrompt } from './rating-prompt';

const session = { id: 5, accessToken: 'diner-token' };
const ratingUrl = (url: URL) => url.pathname === '/api/orders/41/rating';

beforeAll(() => {
  i18n.addResourceBundle('en', 'translation', ratingsEn, true, false);
});

describe('RatingPrompt', () => {
  it('rates with the keyboard: Tab into the stars, arrows to choose, then send', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const fetchMock = stubApi([{ match: ratingUrl, respond: () => ({ status: 200, data: null }) }]);
    renderWithProviders(<RatingPrompt session={session} orderId={41} />);
    const group = await screen.findByRole('group', { name: 'Your rating' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);

    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      return new Response(
        JSON.stringify({
          status: 200,
          data: { orderId: 41, stars: 4, comment: 'Warm and quick', createdAt: '2026-11-03T18:00:00Z' },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    });
    await user.tab();
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await user.keyboard(' {ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.type(screen.getByLabelText('Comment (optional)'), '  Warm and quick ');
    await user.click(screen.getByRole('button', { name: 'Send rating' }));

    expect(await screen.findByRole('heading', { name: 'Your rating' })).toBeInTheDocument();
    expect(screen.getByText('4 stars')).toBeInTheDocument();
    expect(screen.getByText('Warm and quick')).toBeInTheDocument();
    expect(sent).toEqual([{ stars: 4, comment: '  Warm and quick ' }]);
    const [, init] = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer diner-token');
  });

  it('asks for stars before sending anything', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi([{ match: ratingUrl, respond: () => ({ status: 200, data: null }) }]);
    renderWithProviders(<RatingPrompt session={session} orderId={41} />);
    await user.click(await screen.findByRole('button', { name: 'Send rating' }));
    expect(screen.getByText('Choose from 1 to 5 stars.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Your rating' })).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows a rating given before instead of the form', async () => {
    stubApi([
      {
        match: ratingUrl,
        respond: () => ({
          status: 200,
          data: { orderId: 41, stars: 1, comment: null, createdAt: '2026-11-03T18:00:00Z' },
        }),
      },
    ]);
    renderWithProviders(<RatingPrompt session={session} orderId={41} />);
    expect(await screen.findByText('1 star')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send rating' })).not.toBeInTheDocument();
  });

  it('says so in the diner’s words when the order was rated already', async () => {
    const user = userEvent.setup();
    let isRated = false;
    stubApi([
      {
        match: (url) => ratingUrl(url) && !isRated,
        respond: () => ({ status: 200, data: null }),
      },
    ]);
    renderWithProviders(<RatingPrompt session={session} orderId={41} />);
    await user.click(await screen.findByRole('radio', { name: '5 stars' }));
    isRated = true;
    stubApi([
      {
        match: ratingUrl,
        respond: () => ({ status: 409, message: RATING_MESSAGES.alreadyRated }),
        status: 409,
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already rated this order.');
  });

  it('refuses a comment over 500 characters before sending', async () => {
    const user = userEvent.setup();
    stubApi([{ match: ratingUrl, respond: () => ({ status: 200, data: null }) }]);
    renderWithProviders(<RatingPrompt session={session} orderId={41} />);
    const comment = await screen.findByLabelText('Comment (optional)');
    await user.click(comment);
    await user.paste('a'.repeat(505));
    await waitFor(() => expect(screen.getByText('Keep the comment to 500 characters.')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Send rating' })).toBeDisabled();
  });
});
