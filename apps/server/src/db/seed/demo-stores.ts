import type { SeedStore } from './seed-types.js';
import { crispyCoop } from './stores/crispy-coop.js';
import { goldenWok } from './stores/golden-wok.js';
import { greenBowl } from './stores/green-bowl.js';
import { loopBurger } from './stores/loop-burger.js';
import { sakuraSushi } from './stores/sakura-sushi.js';
import { sugarAndSpoon } from './stores/sugar-and-spoon.js';
import { sunriseGriddle } from './stores/sunrise-griddle.js';
import { taqueriaLasPalmas } from './stores/taqueria-las-palmas.js';
import { windyCityPizza } from './stores/windy-city-pizza.js';

/** In insertion order, so store ids are stable from one fresh database to the next. */
export const demoStores: SeedStore[] = [
  goldenWok,
  loopBurger,
  windyCityPizza,
  taqueriaLasPalmas,
  sunriseGriddle,
  sugarAndSpoon,
  crispyCoop,
  greenBowl,
  sakuraSushi,
];
