import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '@/testing/test-utils';
import { formBody, loadOnboardingTestStrings, OWNER } from '../utils/onboarding-test-data';
import { MenuForm } from './menu-form';

const renderForm = (onDone = vi.fn()) =>
  renderWithProviders(
    <MenuForm session={OWNER} restaurantId={40} saved={null} uploaded={[]} onDone={onDone} />,
  );

describe('MenuForm', () => {
  beforeAll(loadOnboardingTestStrings);

  it('asks for a website or files first, then the rest', async () => {
    const fetchMock = stubApi([]);
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('please enter Website or upload files');
    await user.type(screen.getByLabelText('Menu website'), 'https://noodles.example/menu');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill form.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists picked files with type and size, refuses other types, and sends them with the choices', async () => {
    const fetchMock = stubApi([
      { match: (url) => url.pathname === '/api/sendOwnerInfoEmail', respond: () => ({ status: 200 }) },
    ]);
    const onDone = vi.fn();
    const user = userEvent.setup({ applyAccept: false });
    renderForm(onDone);
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, [
      new File(['%PDF-1.4'], 'menu.pdf', { type: 'application/pdf' }),
      new File([new Uint8Array(2048)], 'front.png', { type: 'image/png' }),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    ]);
    expect(screen.getByText('menu.pdf')).toBeInTheDocument();
    expect(screen.getByText('PDF')).toBeInTheDocument();
    expect(screen.getByText('2 KB')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('notes.txt is not a PDF or an image.');
    await user.type(screen.getByLabelText('Store hours'), 'Mon-Sun 11-22');
    await user.click(screen.getByRole('radio', { name: 'Local' }));
    await user.click(screen.getByRole('radio', { name: '1-5' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const body = formBody(fetchMock.mock.calls[0]!) as FormData;
    expect(body.getAll('file').map((file) => (file as File).name)).toEqual(['menu.pdf', 'front.png']);
    expect(body.get('businessType')).toBe('Local');
    expect(body.get('locations')).toBe('1-5');
    expect(body.get('restaurantInfoId')).toBe('40');
  });

  it.each([
    [
      'Only PDF files and images (JPEG, PNG, GIF, WebP, HEIC) are accepted. "menu.pdf" is not one.',
      'en',
      'menu.pdf is not a PDF or an image.',
    ],
    ['Each file must be at most 10 MB.', 'zh-CN', '每个文件不能超过 10 MB。'],
    [
      'Please enter the menu website as a web address, for example https://example.com/menu.',
      'en',
      'Please enter the menu website as a web address',
    ],
    [
      'Too many menu uploads. Please try again in 1 hour.',
      'en',
      'Your menu was not saved: Too many menu uploads.',
    ],
  ])("shows the server's reason for refusing the send: %s (%s)", async (message, language, shown) => {
    await i18n.changeLanguage(language);
    stubApi([
      {
        match: (url) => url.pathname === '/api/sendOwnerInfoEmail',
        status: 400,
        respond: () => ({ status: 400, message }),
      },
    ]);
    const onDone = vi.fn();
    const user = userEvent.setup({ applyAccept: false });
    renderForm(onDone);
    await user.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, [
      new File(['not really a pdf'], 'menu.pdf', { type: 'application/pdf' }),
    ]);
    await user.type(screen.getByRole('textbox', { name: /Store hours|营业时间/ }), 'Mon-Sun 11-22');
    await user.click(screen.getAllByRole('radio')[0]!);
    await user.click(screen.getByRole('radio', { name: '1-5' }));
    await user.click(screen.getByRole('button', { name: /Next|下一步/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(onDone).not.toHaveBeenCalled();
    await i18n.changeLanguage('en');
  });
});
