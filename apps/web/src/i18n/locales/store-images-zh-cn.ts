import type { storeImagesEn } from './store-images-en';

/** 门户图片上传（店铺标志、横幅和菜品图片）的中文文案。 */
export const storeImagesZhCN: typeof storeImagesEn = {
  storeImages: {
    labels: { logo: '标志', banner: '横幅', item: '图片' },
    titles: { logo: '标志', banner: '横幅', item: '图片' },
    none: '还没有图片。',
    current: '当前{{label}}',
    choose: '选择{{label}}',
    replace: '更换{{label}}',
    remove: '删除图片',
    cropHint: '拖动图片（或使用方向键）调整{{label}}的取景，并缩放到合适大小。',
    zoom: '缩放',
    useCrop: '上传此{{label}}',
    cancel: '取消',
    uploading: '正在上传…',
    saved: '已保存。店铺页面现已显示。',
    removed: '图片已删除。',
    refused: '未保存：{{message}}',
    tooSmall: '图片太小：裁剪宽度为 {{width}} 像素，至少需要 {{min}} 像素。请缩小或选择更大的图片。',
    unreadable: '无法以图片打开此文件。请选择 JPEG、PNG 或 WebP 图片。',
    types: 'JPEG、PNG 或 WebP，最大 10 MB。',
    wrongType: '“{{name}}”不是 JPEG、PNG 或 WebP 图片。请选择这几种格式的图片。',
    tooLarge: '“{{name}}”超过 10 MB。请选择较小的图片。',
    section: {
      title: '标志和横幅',
      intro: '顾客会在您的店铺页面看到这些图片。标志为正方形；横幅宽度是高度的三倍。',
      loadFailed: '无法加载您的图片，请重试。',
      retry: '重试',
    },
  },
};
