// Help links of spec platform 2.10: the help page (served by server/routes/help.ts) and the contacts
// import template (server/routes/templates.ts).
export const HELP_URL = '/pomoc/index.html#sablony-na-stiahnutie';
export const CONTACTS_TEMPLATE_URL = '/public/templates/kontatky_sablona.xls';
