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

const boot = () => void import("./start").then((app) => app.start());
if (document.getElementById("server-state")) afterFirstPaint(boot);
else boot();
