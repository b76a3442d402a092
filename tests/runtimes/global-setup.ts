import { installAll } from './install.js';

// The runtimes are installed once, in order, before the lane's workers start: two test files
// of one runtime never race to install it, and a registry failure shows once, at the start.
export default function setup(): void {
  installAll();
}
