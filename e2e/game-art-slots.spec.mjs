// The slots' drawings: the reels stop on the drawn grid with the winning lines drawn over it.
import { artTest, useArtSystem } from './game-art.mjs';

useArtSystem(['slot-lines', 'slot-ways']);
artTest('slot-lines');
artTest('slot-ways');
