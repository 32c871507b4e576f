// The page's English texts, one module per area of the page, merged.
import shell from './shell.js';
import nim from './nim.js';
import heaps from './heaps.js';
import coins from './coins.js';

export default { ...shell, ...nim, ...heaps, ...coins };
