// The page's Simplified Chinese texts, one module per area of the page,
// merged. Loaded only when the page is in Chinese.
import custom from './custom.js';
import shell from './shell.js';

export default { ...shell, ...custom };
