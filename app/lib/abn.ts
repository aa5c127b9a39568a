/** The ABN check lives in contracts/, where the content studio's server checks it too. */
export { isValidAbn } from "../../contracts/abn.ts";
