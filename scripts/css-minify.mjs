// Shrinks a stylesheet for dist/: comments go, runs of white space become one
// space, and the space around { } ; , and after a colon goes. Strings are copied untouched, and
// a comment may hold a quote ("don't"), so one pass reads both.
export function minifyCss(text) {
  let out = '';
  let plain = ''; // text outside strings and comments, not yet squeezed
  const flush = () => {
    out += plain.replace(/\s+/g, ' ').replace(/ ?([{};,]) ?/g, '$1').replace(/: /g, ':').replace(/;}/g, '}');
    plain = '';
  };
  for (let i = 0; i < text.length;) {
    if (text.startsWith('/*', i)) {
      const end = text.indexOf('*/', i + 2);
      if (end < 0) throw new Error(`unclosed comment at offset ${i}`);
      plain += ' ';
      i = end + 2;
    } else if (text[i] === '"' || text[i] === "'") {
      let j = i + 1;
      while (j < text.length && text[j] !== text[i]) j += text[j] === '\\' ? 2 : 1;
      if (j >= text.length) throw new Error(`unclosed string at offset ${i}`);
      flush();
      out += text.slice(i, j + 1);
      i = j + 1;
    } else {
      plain += text[i++];
    }
  }
  flush();
  return out.trim();
}
