// The card tables' drawings: the cards dealt are the round's cards.
import { artTest, useArtSystem } from './game-art.mjs';

useArtSystem(['blackjack', 'baccarat']);
artTest('blackjack');
artTest('baccarat');
