import './styles.css';
import { Game } from './game';
import { parseLaunch } from './launch';

/**
 * The slot's entry point: reads the launch parameters the server wrote into the page
 * (a JSON script tag, since the page's policy allows no inline script) and starts
 * the game in `#app`.
 */
const root = document.getElementById('app');
if (root) {
  const launch = parseLaunch(document.getElementById('launch')?.textContent);
  document.documentElement.lang = launch.lang;
  void new Game(root, launch).start();
}
