import type { SeedPage } from '../cms-pages';
import { allLocales, BRAND, english, html, p, type PageText } from './common';

/**
 * The loyalty shop's content (SHOP-08): the static page with slug rocket-mart gives /rocket-mart
 * its heading and introduction. Hidden from the menus; the shop itself is the page.
 */

const page = (title: string, description: string, ...paragraphs: string[]): PageText => ({
  title,
  description,
  keywords: `${title}, ${BRAND}`,
  content: html(p(...paragraphs)),
});

const en = (): PageText =>
  page(
    'Rocket Mart',
    `Exchange your ${BRAND} coins for free spins, money, loot boxes and lottery tickets.`,
    'Every real-money bet earns coins. Spend them here on free spins, bonus or real money, loot boxes and lottery tickets.',
  );

const de = (): PageText =>
  page(
    'Rocket Mart',
    `Tausche deine ${BRAND}-Coins gegen Freispiele, Geld, Lootboxen und Lotterielose.`,
    'Jede Echtgeldwette bringt dir Coins. Löse sie hier gegen Freispiele, Bonus- oder Echtgeld, Lootboxen und Lotterielose ein.',
  );

const frCA = (): PageText =>
  page(
    'Rocket Mart',
    `Échangez vos pièces ${BRAND} contre des tours gratuits, de l’argent, des coffres et des billets de loterie.`,
    'Chaque mise en argent réel vous rapporte des pièces. Dépensez-les ici en tours gratuits, en argent bonus ou réel, en coffres et en billets de loterie.',
  );

const no = (): PageText =>
  page(
    'Rocket Mart',
    `Bytt ${BRAND}-myntene dine mot gratisspinn, penger, lootbokser og lodd.`,
    'Hvert veddemål med ekte penger gir deg mynter. Bruk dem her på gratisspinn, bonuspenger eller ekte penger, lootbokser og lodd.',
  );

const it = (): PageText =>
  page(
    'Rocket Mart',
    `Scambia le tue monete ${BRAND} con giri gratuiti, denaro, loot box e biglietti della lotteria.`,
    'Ogni puntata con denaro reale ti fa guadagnare monete. Spendile qui in giri gratuiti, denaro bonus o reale, loot box e biglietti della lotteria.',
  );

const et = (): PageText =>
  page(
    'Rocket Mart',
    `Vaheta oma ${BRAND} mündid tasuta keerutuste, raha, saagikastide ja loteriipiletite vastu.`,
    'Iga päris rahas tehtud panus toob sulle münte. Kuluta need siin tasuta keerutustele, boonus- või päris rahale, saagikastidele ja loteriipiletitele.',
  );

export const ROCKET_MART_PAGE: SeedPage = {
  path: '/rocket-mart',
  categories: ['static'],
  hidden: true,
  translations: allLocales({ ...english(en), de: de(), 'fr-CA': frCA(), no: no(), it: it(), et: et() }),
};
