// The page's Simplified Chinese texts, one module per area of the page,
// merged. Loaded only when the page is in Chinese.
import shell from './shell.js';
import trees from './trees.js';
import graphs from './graphs.js';
import sums from './sums.js';

export default { ...shell, ...trees, ...graphs, ...sums };
