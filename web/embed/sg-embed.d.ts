// Declarations of web/embed/sg-embed.js (the package's `sg-playground/embed`):
// importing it defines the <sg-playground> element; its state is in its
// attributes (position, mode, theme, editable), see docs/embedding.md.
export declare class SGPlaygroundElement extends HTMLElement {}

// The playground panel that shows a position best ('nim', 'heaps', 'sums', ...).
export declare function panelFor(text: string): string;
// The playground page the element links to: `attribute` (the element's
// `playground`, an http(s) URL), else the page beside this module; null
// when the module comes from an npm package and no attribute names one.
export declare function playgroundPage(attribute: string | null, moduleUrl?: string, base?: string): URL | null;
// The playground page's URL for a position (null when there is no page).
export declare function playgroundUrl(text: string, mode?: 'analyze' | 'play' | 'explain', page?: URL | null): string | null;

declare global {
  interface HTMLElementTagNameMap {
    'sg-playground': SGPlaygroundElement;
  }
}
