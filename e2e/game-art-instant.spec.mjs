// The die stopping at the roll, and the crash rocket flying on its curve.
import { artTest, useArtSystem } from './game-art.mjs';

useArtSystem(['dice', 'crash']);
artTest('dice');
artTest('crash');
