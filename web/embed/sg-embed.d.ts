// Declarations of web/embed/sg-embed.js (the package's `sg-playground/embed`):
// importing it defines the <sg-playground> element; its state is in its
// attributes (position, mode, theme, editable), see docs/embedding.md.
export declare class SGPlaygroundElement extends HTMLElement {}

import type { Analysis, FamilyInfo, PanelId } from '../api/sg.js';

// The playground panel that shows an analysed position best ('nim', 'heaps', 'sums', ...); families: sg.families().
export declare function panelFor(analysis: Analysis<unknown, unknown>, families: FamilyInfo[]): PanelId;
// The playground page's URL for a position, next to this module; the panel defaults to 'sums', which takes any position.
export declare function playgroundUrl(text: string, mode?: 'analyze' | 'play' | 'explain', panel?: PanelId): string;

declare global {
  interface HTMLElementTagNameMap {
    'sg-playground': SGPlaygroundElement;
  }
}
