// The page's whole catalogue in each language: the first view's words
// (web/i18n/<lang>/index.js) and every panel's area (AREAS), merged, for the
// tests that hold the two languages to the same keys.
import { AREAS } from '../../web/i18n/i18n.js';
import enFirst from '../../web/i18n/en/index.js';
import zhFirst from '../../web/i18n/zh/index.js';

async function whole(first, lang) {
  const all = { ...first };
  for (const area of Object.values(AREAS)) Object.assign(all, (await area[lang]()).default);
  return all;
}

export const en = await whole(enFirst, 'en');
export const zh = await whole(zhFirst, 'zh');
