import { applied } from './applied.mjs';
import { faults } from './faults.mjs';
import { filters } from './filters.mjs';
import { hostile } from './hostile.mjs';
import { interactions } from './interactions.mjs';
import { lighthouse } from './lighthouse.mjs';
import { load } from './load.mjs';
import { phone } from './phone.mjs';
import { sizes } from './sizes.mjs';
import { soak } from './soak.mjs';
import { uploads } from './uploads.mjs';

/**
 * The bench's sections, in the order a full run measures them and the report shows them. Each has
 * a `name` (for `--only`), a `title`, `run(context)` returning plain figures, `render(entry)`
 * returning markdown lines and, where it has budgets, `budgets(entry)` returning
 * `[budget, met, detail]` rows. `optional: true` leaves a section out of a full run.
 */
export const SECTIONS = [
  phone,
  interactions,
  applied,
  lighthouse,
  sizes,
  load,
  faults,
  filters,
  uploads,
  hostile,
  soak,
];
