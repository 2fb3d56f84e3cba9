// The slots' and the crash game's drawings: the reels stop on the drawn grid with the winning lines
// drawn over it; the crash rocket flies on its curve.
import { artTest, useArtSystem } from './game-art.mjs';

useArtSystem(['slot-lines', 'slot-ways', 'crash']);
artTest('slot-lines');
artTest('slot-ways');
artTest('crash');
