// The page's English texts, one module per area of the page, merged.
import shell from './shell.js';

export default { ...shell };
