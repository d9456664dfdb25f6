import "react-toastify/dist/ReactToastify.css";
import "./styles.css";

/**
 * The first download: the styles, and this. A page the server rendered is shown first and taken over
 * after its first paint, so on a slow line its text and pictures do not wait behind the app's code
 * (it works before then: plain links and GET forms). A bare page (accounts, cart, the console) has
 * nothing to show yet, and starts at once.
 */
function afterFirstPaint(run: () => void) {
  requestAnimationFrame(() => setTimeout(run, 0));
}

/**
 * A page's first use of Intl starts its locale data: 140-180 ms of a slow phone's main thread, whichever
 * call it is (the translator's, made when the app's modules are evaluated). Made in a task of its own
 * while those modules download, it is no longer added to the one task that evaluates them.
 */
function startIntl() {
  setTimeout(() => Intl.NumberFormat.supportedLocalesOf(document.documentElement.lang || "en-CA"), 0);
}

/** A task boundary: what runs after it is a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * React's modules are evaluated in a task of their own before the app's: evaluated with them, in the one
 * task an import's whole module graph is evaluated in, they made it 150-220 ms long on a phone's CPU
 * (Lighthouse's mobile profile), all of it blocking. Fetched first, they cost the app one more round trip
 * before it is live; the page is painted and works meanwhile.
 */
const boot = async () => {
  startIntl();
  await import("react-dom/client");
  await nextTask();
  const app = await import("./start");
  await app.start();
};
if (document.getElementById("server-state")) afterFirstPaint(() => void boot());
else void boot();
