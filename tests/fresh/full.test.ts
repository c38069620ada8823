// The fresh-clone path with empty npm and Node caches, as on a machine that never ran the
// project (`npm run test:fresh`; downloads every package and Node from the npm registry).
import { freshMachineSuite } from './fresh-machine';

freshMachineSuite('full');
