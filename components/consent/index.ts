export { ConsentRoot } from "./ConsentRoot";
