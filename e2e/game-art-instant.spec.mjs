// Video poker's cards, the die stopping at the roll, a scratch card opened under the pointer.
import { artTest, useArtSystem } from './game-art.mjs';

useArtSystem(['video-poker', 'dice', 'scratch']);
artTest('video-poker');
artTest('dice');
artTest('scratch');
