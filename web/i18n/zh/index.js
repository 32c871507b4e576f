// The page's Simplified Chinese texts, one module per area of the page,
// merged. Loaded only when the page is in Chinese.
import shell from './shell.js';
import teach from './teach.js';
import play from './play.js';
import kit from './kit.js';
import verdict from './verdict.js';
import why from './why.js';
import gallery from './gallery.js';
import embed from './embed.js';
import nim from './nim.js';
import heaps from './heaps.js';
import coins from './coins.js';
import trees from './trees.js';
import graphs from './graphs.js';
import sums from './sums.js';
import boards from './boards.js';

export default {
  ...shell,
  ...teach,
  ...play,
  ...kit,
  ...verdict,
  ...why,
  ...gallery,
  ...embed,
  ...nim,
  ...heaps,
  ...coins,
  ...trees,
  ...graphs,
  ...sums,
  ...boards,
};
