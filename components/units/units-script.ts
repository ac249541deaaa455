/**
 * The visitor's units (docs/product.md, "Units"): pages carry every measure in both systems
 * (measure-value.tsx), and `data-units` on <html> shows one. Set from local storage before the
 * first paint by this script in <head> (app/[lang]/layout.tsx), so a cached page, the same for
 * everyone, opens in the visitor's units without moving; and again when another tab chooses. No
 * attribute (no scripts) shows metric and hides the choice.
 */
export const UNITS_KEY = 'units';

/** Fired on <html> whenever the units are set, for the browser's components (use-units.ts). */
export const UNITS_EVENT = 'unitschange';

export const UNITS_SCRIPT = `(function(){var r=document.documentElement;function a(v){r.setAttribute("data-units",v==="imperial"?"imperial":"metric");r.dispatchEvent(new Event(${JSON.stringify(UNITS_EVENT)}))}try{a(localStorage.getItem(${JSON.stringify(UNITS_KEY)}))}catch(e){a(null)}addEventListener("storage",function(e){if(e.key===${JSON.stringify(UNITS_KEY)})a(e.newValue)})})()`;
