// Applies a theme the visitor pinned (light or dark) before the first paint,
// so the page never flashes the other theme. The theme button lives in app.js.
try {
  const theme = localStorage.getItem('sg-playground-theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
} catch {
  // Storage unavailable: the system setting applies.
}
