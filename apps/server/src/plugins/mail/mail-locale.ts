import type { MailLocale } from './mailer.js';

/** zh-CN when the most preferred language in Accept-Language is a Chinese one, else English. */
export function pickMailLocale(acceptLanguage: string | undefined): MailLocale {
  const ranked = (acceptLanguage ?? '')
    .slice(0, 500)
    .split(',')
    .map((entry, position) => {
      const [tag = '', ...params] = entry.trim().toLowerCase().split(';');
      const qualityParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const quality = qualityParam ? Number(qualityParam.slice(2)) : 1;
      return { tag, quality: Number.isFinite(quality) ? quality : 0, position };
    })
    .filter(({ tag, quality }) => quality > 0 && (tag.startsWith('zh') || tag.startsWith('en')))
    .sort((a, b) => b.quality - a.quality || a.position - b.position);
  return ranked[0]?.tag.startsWith('zh') ? 'zh-CN' : 'en';
}
