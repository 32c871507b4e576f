// Declarations of web/embed/sg-embed.js (the package's `sg-playground/embed`):
// importing it defines the <sg-playground> element; its state is in its
// attributes (position, mode, theme, editable), see docs/embedding.md.
export declare class SGPlaygroundElement extends HTMLElement {}

// The playground panel that shows a position best ('nim', 'heaps', 'sums', ...).
export declare function panelFor(text: string): string;
// The playground page's URL for a position, next to this module.
export declare function playgroundUrl(text: string, mode?: 'analyze' | 'play' | 'explain'): string;

declare global {
  interface HTMLElementTagNameMap {
    'sg-playground': SGPlaygroundElement;
  }
}
