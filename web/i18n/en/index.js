// The page's English texts, one module per area of the page, merged.
import shell from './shell.js';
import trees from './trees.js';

export default { ...shell, ...trees };
