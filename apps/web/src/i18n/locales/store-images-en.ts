/** English strings of the portal's picture uploads (store logo and banner, item pictures). */
export const storeImagesEn = {
  storeImages: {
    labels: { logo: 'logo', banner: 'banner', item: 'picture' },
    titles: { logo: 'Logo', banner: 'Banner', item: 'Picture' },
    none: 'No picture yet.',
    current: 'Current {{label}}',
    choose: 'Choose a {{label}}',
    replace: 'Replace the {{label}}',
    remove: 'Remove picture',
    cropHint: 'Drag the picture (or use the arrow keys) to frame the {{label}}, and zoom to fit.',
    zoom: 'Zoom',
    useCrop: 'Upload this {{label}}',
    cancel: 'Cancel',
    uploading: 'Uploading…',
    saved: 'Saved. Your store page shows it now.',
    removed: 'Picture removed.',
    refused: 'Not saved: {{message}}',
    tooSmall:
      'This picture is too small: the crop is {{width}} px wide and at least {{min}} px is needed. Zoom out or choose a larger picture.',
    unreadable: 'This file could not be opened as a picture. Choose a JPEG, PNG or WebP picture.',
    types: 'JPEG, PNG or WebP, up to 10 MB.',
    wrongType: '“{{name}}” is not a JPEG, PNG or WebP picture. Please choose one of those.',
    tooLarge: '“{{name}}” is larger than 10 MB. Please choose a smaller picture.',
    section: {
      title: 'Logo and banner',
      intro:
        'Diners see these on your store page. The logo is square; the banner is three times as wide as it is tall.',
      loadFailed: 'We could not load your pictures. Please try again.',
      retry: 'Try again',
    },
  },
};
