// The page's English texts, one module per area of the page, merged.
import custom from './custom.js';
import shell from './shell.js';

export default { ...shell, ...custom };
