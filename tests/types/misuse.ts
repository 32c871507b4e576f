// Must NOT compile (tests/node/api/types.test.mjs checks that tsc reports it):
// proof that the declarations are strict enough to catch a wrong argument.
import { loadSG } from '../../web/api/sg.js';

const sg = await loadSG();
sg.analyze(345);
