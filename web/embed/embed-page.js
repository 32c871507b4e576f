// embed.html, the iframe embed: one <sg-playground> whose attributes come
// from the page's hash (#position=nim%203%204%205&mode=play&theme=dark&editable),
// so the iframe's src alone says what it shows. A later hash change updates it.
import './sg-embed.js';

const ATTRIBUTES = ['position', 'mode', 'theme'];

function apply() {
  const element = document.querySelector('sg-playground');
  const params = new URLSearchParams(location.hash.replace(/^#/, ''));
  for (const name of ATTRIBUTES) {
    const value = params.get(name);
    if (value === null) element.removeAttribute(name);
    else element.setAttribute(name, value);
  }
  const editable = params.get('editable');
  element.toggleAttribute('editable', editable !== null && editable !== 'false' && editable !== '0');
  const position = params.get('position');
  document.title = position ? `${position} · SG Playground` : 'SG Playground';
  document.querySelector('h1').textContent = position ? `SG Playground: ${position}` : 'SG Playground';
}

apply();
window.addEventListener('hashchange', apply);
