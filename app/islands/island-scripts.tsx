import type { IslandsPage } from "./page";

/** The longest the entry waits after `load` for the page's paints (a hidden tab paints none). */
export const PAINT_WAIT_CAP_MS = 1000;
/** How long the entry waits for an image in view to be reported as the largest paint. */
export const IMAGE_PAINT_WAIT_MS = 100;

/**
 * The inline script that loads the island entry once the page has loaded and shown its largest
 * paint. Until then the page is its server HTML, which works alone (links, the no-JS menu, form
 * posts); the entry's 60 KB would otherwise share a phone's bandwidth and main thread with what
 * the first and the largest paint wait for. `load` alone is not enough: on a fast host it often
 * fires before the first paint, and lazy images in view are still loading or unpainted at `load`;
 * Lighthouse then counts the entry's download and evaluation into FCP and LCP (measured: LCP 1.4
 * to 1.7 x the no-JS twin's on the pages where `load` came first; two animation frames after
 * `load` still came before the first paint's presentation). So the loader waits for the browser's
 * report of the first contentful paint, then for the images in view to load, then for a
 * largest-paint report at or after the last of them loaded (IMAGE_PAINT_WAIT_MS when none comes:
 * that image was not the largest), at most PAINT_WAIT_CAP_MS in all. Where the browser has no
 * paint reports, two animation frames stand in for each.
 */
export function islandLoaderScript(entryUrl: string): string {
  const load = `function(){import(${JSON.stringify(entryUrl).replace(/</g, "\\u003c")})}`;
  return `(function(load){
var started=false;
function go(){if(!started){started=true;load()}}
function frames(then){requestAnimationFrame(function(){requestAnimationFrame(then)})}
function reported(type,test,then){
if(typeof PerformanceObserver!=="function"||(PerformanceObserver.supportedEntryTypes||[]).indexOf(type)<0)return frames(then);
var o=new PerformanceObserver(function(list){if(list.getEntries().some(test)){o.disconnect();then()}});
o.observe({type:type,buffered:true})}
function inView(img){var r=img.getBoundingClientRect();return r.bottom>0&&r.top<innerHeight&&r.right>0&&r.left<innerWidth}
function loadedAt(img){var e=performance.getEntriesByName(img.currentSrc)[0];return e?e.responseEnd:0}
function painted(since){
if(since===0)return go();
setTimeout(go,${IMAGE_PAINT_WAIT_MS});
reported("largest-contentful-paint",function(e){return e.startTime>=since},go)}
function afterImagesInView(){
var pending=[],last=0;
for(var i=0;i<document.images.length;i++){var img=document.images[i];if(!inView(img))continue;if(img.complete)last=Math.max(last,loadedAt(img));else pending.push(img)}
var left=pending.length;
if(left===0)return painted(last);
function one(){left-=1;if(left===0)painted(performance.now())}
pending.forEach(function(img){img.addEventListener("load",one);img.addEventListener("error",one)})}
function start(){setTimeout(go,${PAINT_WAIT_CAP_MS});reported("paint",function(e){return e.name==="first-contentful-paint"},afterImagesInView)}
document.readyState==="complete"?start():addEventListener("load",start,{once:true})})(${load})`;
}

/** The scripts of a page of islands (ADR 023): the loader of the island entry, nothing else. */
export function IslandScripts({ page, nonce }: { page: IslandsPage; nonce: string | undefined }) {
  return (
    <>
      {page.devRuntimeUrl ? <script type="module" src={page.devRuntimeUrl} nonce={nonce} /> : null}
      <script
        nonce={nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script around the build's own URL, escaped.
        dangerouslySetInnerHTML={{ __html: islandLoaderScript(page.entryUrl) }}
      />
    </>
  );
}
