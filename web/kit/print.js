// Printing: parts of the page that are written lazily or shown in part on
// screen (the Why card, long lists, virtualised tables) write themselves
// out in full while the page prints, and go back after. A print starts
// with `beforeprint` (the browser's Print) or with the print media query
// matching (an emulated print); either tells every listener once.
//
//   onPrint((printing) => ...)   printing: true before, false after
//   isPrinting()
const listeners = new Set();
let printing = false;
let installed = false;

function set(now) {
  if (now === printing) return;
  printing = now;
  for (const listener of listeners) listener(now);
}

export const isPrinting = () => printing;

export function onPrint(listener) {
  listeners.add(listener);
  if (!installed && typeof window !== 'undefined') {
    installed = true;
    window.addEventListener('beforeprint', () => set(true));
    window.addEventListener('afterprint', () => set(false));
    window.matchMedia?.('print').addEventListener('change', (e) => set(e.matches));
  }
  return () => listeners.delete(listener);
}
