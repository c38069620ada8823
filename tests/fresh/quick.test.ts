// The fresh-clone path with the machine's npm and Node caches: part of `npm test`.
import { freshMachineSuite } from './fresh-machine';

freshMachineSuite('quick');
