// Declarations of web/embed/sg-embed.js (the package's `sg-playground/embed`):
// importing it defines the <sg-playground> element; its state is in its
// attributes (position, mode, theme, editable, playground, lang), see docs/embedding.md.
export declare class SGPlaygroundElement extends HTMLElement {}

import type { Analysis, FamilyInfo, PanelId } from '../api/sg.js';

// The playground panel that shows an analysed position best ('nim', 'heaps', 'sums', ...); families: sg.families().
export declare function panelFor(analysis: Analysis<unknown, unknown>, families: FamilyInfo[]): PanelId;
// The playground page the element links to: `attribute` (the element's
// `playground`, an http(s) URL), else the page beside this module; null
// when the module comes from an npm package and no attribute names one.
export declare function playgroundPage(attribute: string | null, moduleUrl?: string, base?: string): URL | null;
// The playground page's URL for a position (null when there is no page); the panel defaults to 'sums', which takes any position; lang, when given, is the language the playground opens in (?lang=).
export declare function playgroundUrl(text: string, mode?: 'analyze' | 'play' | 'explain', panel?: PanelId, page?: URL | null, lang?: 'en' | 'zh' | null): string | null;
// The language an element speaks: its lang attribute, else the page's <html lang>, else the first of the browser's languages the playground has, else 'en'.
export declare function elementLang(attribute: string | null, pageLang?: string, languages?: readonly string[]): 'en' | 'zh';

declare global {
  interface HTMLElementTagNameMap {
    'sg-playground': SGPlaygroundElement;
  }
}
