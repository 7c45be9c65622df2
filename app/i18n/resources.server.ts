/** Both languages, ready synchronously: loaders, spreadsheet exports and mail translate for any user. */
import { en } from "./en";
import { registerLanguage } from "./i18n";
import { id } from "./id";

registerLanguage("en", en);
registerLanguage("id", id);

export { translator } from "./i18n";
