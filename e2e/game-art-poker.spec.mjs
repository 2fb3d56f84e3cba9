// Video poker's dealt cards, and a scratch card opened under the pointer and from the keyboard.
import { artTest, useArtSystem } from './game-art.mjs';

useArtSystem(['video-poker', 'scratch']);
artTest('video-poker');
artTest('scratch');
