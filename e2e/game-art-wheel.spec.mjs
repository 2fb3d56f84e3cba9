// The roulette wheel: the ball lands in the pocket the server drew, and under reduced motion the
// wheel and the reels show the result at once.
import { artTest, reducedMotionTest, useArtSystem } from './game-art.mjs';

useArtSystem(['roulette', 'slot-lines']);
artTest('roulette');
reducedMotionTest();
