// Starts each prerendered page's JavaScript once the page has loaded, not
// while it is still painting.
//
// Every page is complete HTML: its text, pictures, links and forms work
// before any script runs. React Router's markup nevertheless asks for the
// framework (about 120 KiB gzip) at high priority from the <head>, through
// `<link rel="modulepreload">` and a module script that imports the route
// modules at once. On a phone's link those downloads share the bandwidth with
// the stylesheet and the pictures the visitor is waiting for, and Lighthouse
// charges them to the first and the largest paint. So this rewrites the
// build's HTML: the preloads go, and the module script waits for the page's
// `load` event and its first contentful paint, then preloads the same modules
// itself (no import waterfall), runs them one per task (so no task is long on
// a phone) and hydrates exactly as before.
//
// The pattern is React Router's own markup (react-router is pinned to an
// exact version in package.json); a page that does not match fails the build
// rather than shipping half-rewritten.

const MODULEPRELOAD = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"\/>/g;
const ROUTE_MODULES_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

/**
 * The page's HTML with its hydration deferred to after `load`.
 * @param {string} html a page written by `react-router build`
 * @returns {string}
 */
export function deferHydration(html) {
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((match) => match[1]);
  const script = ROUTE_MODULES_SCRIPT.exec(html);
  if (preloads.length === 0 || !script) {
    throw new Error(
      "defer-hydration: React Router's modulepreload links or route-modules script not found (has its markup changed?)",
    );
  }
  const routeModules = readRouteModulesScript(script[1]);
  const starter = hydrationStarter(preloads, routeModules);
  return html.replace(MODULEPRELOAD, "").replace(script[0], () => `<script type="module">${starter}</script>`);
}

/**
 * The parts of React Router's inline module script: the modules it imports
 * for their effects, the route modules by route id, and the client entry.
 * @param {string} source
 */
function readRouteModulesScript(source) {
  const sideEffects = [...source.matchAll(/^import "([^"]+)";$/gm)].map((match) => match[1]);
  const routes = new Map(
    [...source.matchAll(/^import \* as (route\d+) from "([^"]+)";$/gm)].map((match) => [match[1], match[2]]),
  );
  const registry = /window\.__reactRouterRouteModules = (\{[^}]*\});/.exec(source);
  const entry = /^import\("([^"]+)"\);$/m.exec(source);
  if (!registry || !entry || routes.size === 0) {
    throw new Error("defer-hydration: React Router's route-modules script has an unexpected shape");
  }
  /** @type {Record<string, string>} route id -> module URL */
  const byRouteId = {};
  for (const [routeId, variable] of Object.entries(JSON.parse(registry[1].replace(/:(route\d+)/g, ':"$1"')))) {
    const url = routes.get(variable);
    if (!url) throw new Error(`defer-hydration: route module ${String(variable)} is not imported`);
    byRouteId[routeId] = url;
  }
  return { sideEffects, byRouteId, entry: entry[1] };
}

/**
 * @param {string[]} preloads
 * @param {{ sideEffects: string[], byRouteId: Record<string, string>, entry: string }} modules
 */
function hydrationStarter(preloads, { sideEffects, byRouteId, entry }) {
  const routeIds = Object.keys(byRouteId);
  // Kept small and free of "</": it is inline, allowed by its CSP hash.
  return [
    `var p=${JSON.stringify(preloads)},s=${JSON.stringify(sideEffects)},r=${JSON.stringify(byRouteId)},k=${JSON.stringify(routeIds)},e=${JSON.stringify(entry)};`,
    // y(f) runs f in a task of its own, soon: a message to itself, which,
    // unlike a timer, a test's fake clock does not hold and a background tab
    // does not slow to once a second.
    "var c=new MessageChannel(),f=[];c.port1.onmessage=function(){f.shift()()};function y(x){f.push(x);c.port2.postMessage(0)}",
    "function h(){",
    // One preload per task: seven in one task made a task of 7 to 22 ms right
    // after the first paint (traced 2026-11-24), four times that on
    // Lighthouse's phone, and Total Blocking Time counts it.
    'var i=0;(function n(){if(i<p.length){var l=document.createElement("link");l.rel="modulepreload";l.href=p[i++];document.head.appendChild(l);y(n)}})();',
    // Then the modules are run one per task, in the order React Router's
    // script runs them (the modules it imports for their effects, then the
    // route modules), with the shared chunks before the routes: a module's
    // import() runs every module under it that has not run, in one task, and
    // the framework's chunks together made tasks of 25 to 30 ms.
    "var q=s.concat(p.filter(function(u){return u!==e&&s.indexOf(u)<0&&k.every(function(i){return r[i]!==u})}),k.map(function(i){return r[i]})),m={};",
    "(function v(j){if(j<q.length){import(q[j]).then(function(x){m[q[j]]=x;y(function(){v(j+1)})})}",
    "else{var o={};k.forEach(function(i){o[i]=m[r[i]]});window.__reactRouterRouteModules=o;y(function(){import(e)})}})(0)}",
    // Once the page has loaded and its first contentful paint is on screen,
    // so the first view never waits on it. A page that is not painting (a
    // background tab) or a browser without paint timing starts at load.
    "var d=false;function g(){if(!d){d=true;h()}}",
    // `buffered` hands the observer a paint that came before it, as the
    // first paint usually does: the entry list is not asked separately,
    // because a page whose `performance` is replaced (a test's fake clock)
    // answers that with nothing and would then wait for ever.
    "function w(){var t=PerformanceObserver.supportedEntryTypes||[];",
    'if(document.visibilityState!=="visible"||t.indexOf("paint")<0)return g();',
    'new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();g()}}).observe({type:"paint",buffered:true});setTimeout(g,3000)}',
    'document.readyState==="complete"?w():addEventListener("load",w,{once:true});',
  ].join("");
}
