import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { ImageCropUpload } from './image-crop-upload';

// jsdom lays nothing out and draws no canvas: the cropper reports a fixed crop once shown, and the crop is
// "drawn" into a small WebP blob. What is tested is the form around them: the call sent and the answers shown.
vi.mock('react-easy-crop', () => ({
  default: function FakeCropper({
    onCropComplete,
  }: {
    onCropComplete: (area: object, pixels: { x: number; y: number; width: number; height: number }) => void;
  }) {
    const reported = useRef(false);
    useEffect(() => {
      if (!reported.current) {
        reported.current = true;
        onCropComplete({}, { x: 0, y: 0, width: 900, height: 300 });
      }
    }, [onCropComplete]);
    return <div data-testid="cropper" />;
  },
}));
const cropToBlob = vi.fn(async () => new Blob(['webp'], { type: 'image/webp' }));
vi.mock('../utils/crop-to-blob', () => ({ cropToBlob: (...args: unknown[]) => cropToBlob(...(args as [])) }));

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:picked', revokeObjectURL: () => {} }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  cropToBlob.mockClear();
});

const answer = (status: number, body: object) =>
  new Response(JSON.stringify({ status, ...body }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

async function pickAndConfirm(label: string, confirm: string) {
  const user = userEvent.setup();
  await user.upload(screen.getByLabelText(label), new File(['png'], 'banner.png', { type: 'image/png' }));
  expect(await screen.findByTestId('cropper')).toBeInTheDocument();
  expect(screen.getByLabelText('Zoom')).toHaveAttribute('type', 'range');
  await user.click(screen.getByRole('button', { name: confirm }));
  return user;
}

describe('ImageCropUpload', () => {
  it('uploads the banner crop at the served size and shows the new picture', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      answer(200, { data: { kind: 'banner', itemId: null, url: '/media/uploads/stores/7/abc.webp' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onChanged = vi.fn();
    renderWithProviders(
      <ImageCropUpload storeId={7} kind="banner" currentUrl={null} onChanged={onChanged} />,
    );
    expect(screen.getByText('No picture yet.')).toBeInTheDocument();

    await pickAndConfirm('Choose a banner', 'Upload this banner');

    expect(await screen.findByText('Saved. Your store page shows it now.')).toBeInTheDocument();
    expect(cropToBlob).toHaveBeenCalledWith(
      'blob:picked',
      { x: 0, y: 0, width: 900, height: 300 },
      { width: 900, height: 300 },
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/portal/stores/7/images');
    expect(init?.method).toBe('POST');
    const form = init?.body as FormData;
    expect(form.get('kind')).toBe('banner');
    expect(form.get('itemId')).toBeNull();
    expect((form.get('file') as File).type).toBe('image/webp');
    expect(screen.getByRole('img', { name: 'Current banner' })).toHaveAttribute(
      'src',
      '/media/uploads/stores/7/abc.webp',
    );
    expect(onChanged).toHaveBeenCalledWith('/media/uploads/stores/7/abc.webp');
  });

  it("shows the server's message when it refuses the picture, and keeps the crop open", async () => {
    const message = 'A banner must be 3:1 (three times as wide as tall); this picture is 1000×500 px.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(400, { message })),
    );
    renderWithProviders(<ImageCropUpload storeId={7} kind="banner" currentUrl="/media/banner.png" />);

    await pickAndConfirm('Choose a banner', 'Upload this banner');

    expect(await screen.findByRole('alert')).toHaveTextContent(`Not saved: ${message}`);
    expect(screen.getByTestId('cropper')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Current banner' })).toHaveAttribute('src', '/media/banner.png');
  });

  it('sends an item picture with its item, and removes it', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'DELETE'
        ? answer(200, { data: { kind: 'item', itemId: 31, url: null } })
        : answer(200, { data: { kind: 'item', itemId: 31, url: '/media/uploads/stores/7/def.webp' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ImageCropUpload storeId={7} kind="item" itemId={31} currentUrl={null} />);
    expect(screen.queryByRole('button', { name: 'Remove picture' })).not.toBeInTheDocument();

    const user = await pickAndConfirm('Choose a picture', 'Upload this picture');
    expect(await screen.findByText('Saved. Your store page shows it now.')).toBeInTheDocument();
    const form = fetchMock.mock.calls[0]![1]?.body as FormData;
    expect(form.get('kind')).toBe('item');
    expect(form.get('itemId')).toBe('31');
    expect(cropToBlob.mock.calls[0]).toContainEqual({ width: 900, height: 675 });

    await user.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(await screen.findByText('Picture removed.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(String(url)).toContain('/portal/stores/7/images/items/31');
    expect(init?.method).toBe('DELETE');
    expect(screen.getByText('No picture yet.')).toBeInTheDocument();
  });

  it.each([
    [
      'a PDF',
      () => new File(['%PDF-1.4'], 'menu.pdf', { type: 'application/pdf' }),
      '“menu.pdf” is not a JPEG',
    ],
    [
      'a HEIC photo',
      () => new File(['heic'], 'photo.heic', { type: 'image/heic' }),
      '“photo.heic” is not a JPEG',
    ],
    [
      'a picture over 10 MB',
      () => new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' }),
      '“huge.jpg” is larger than 10 MB.',
    ],
  ])('says why %s cannot be used, sending nothing and opening no crop', async (_label, makeFile, message) => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ImageCropUpload storeId={7} kind="logo" currentUrl={null} />);
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Choose a logo'), makeFile());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByTestId('cropper')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
