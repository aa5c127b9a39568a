// Node module hooks for the end-to-end test processes (registered in playwright.config.ts): content modules import
// their images (`import art from "./images/x.svg"`), which Vite turns into
// URLs. Tests only need the names, so here an image import becomes its path.
const ASSET = /\.(svg|png|jpe?g|webp|avif|gif)(\?.*)?$/;

export async function load(url, context, nextLoad) {
  if (ASSET.test(url)) {
    const path = new URL(url).pathname;
    return { format: "module", shortCircuit: true, source: `export default ${JSON.stringify(path)};` };
  }
  return nextLoad(url, context);
}
