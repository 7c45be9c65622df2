// How long a mailed link works: the server sets its expiry and the page that says it was sent
// names the same figure, in the browser too (a `.server` module's values never reach it).
export const CONFIRM_LINK_HOURS = 24;
export const RESET_LINK_MINUTES = 60;
