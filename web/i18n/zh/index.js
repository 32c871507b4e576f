// The page's Simplified Chinese texts the first view needs (the shell, the
// kit, the Nim panel), merged. Loaded only when the page is in Chinese; each
// other panel's words load with the panel (AREAS in ../i18n.js).
import shell from './shell.js';
import teach from './teach.js';
import play from './play.js';
import kit from './kit.js';
import verdict from './verdict.js';
import why from './why.js';
import nim from './nim.js';

export default {
  ...shell,
  ...teach,
  ...play,
  ...kit,
  ...verdict,
  ...why,
  ...nim,
};
