// The shoe lives in the contracts, so the player's browser deals a past round's cards with the same code.
export { cardName, deal, newShoe, shuffle, type ShoeState } from '@casino/contracts';
