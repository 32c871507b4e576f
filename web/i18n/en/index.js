// The page's English texts, one module per area of the page, merged.
import shell from './shell.js';
import trees from './trees.js';
import graphs from './graphs.js';
import sums from './sums.js';

export default { ...shell, ...trees, ...graphs, ...sums };
