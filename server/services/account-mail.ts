import type { FastifyRequest } from 'fastify';
import type { MailMessage } from '../http/deps';

/** Where links in mails point: the app's origin as the browser sent it, else the address the request came to. */
export function requestOrigin(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') return origin.replace(/\/+$/, '');
  return `${request.protocol}://${request.headers.host ?? 'localhost'}`;
}

export function resetLink(origin: string, token: string): string {
  return `${origin}/#/reset/${token}`;
}

export function activationLink(origin: string, token: string): string {
  return `${origin}/#/activate/${token}`;
}

export function resetMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Obnovenie hesla',
    text: [
      'Dobrý deň,',
      '',
      'dostali sme žiadosť o obnovenie hesla k vášmu účtu. Nové heslo si nastavíte na tejto adrese:',
      '',
      link,
      '',
      'Odkaz platí 1 hodinu a dá sa použiť iba raz.',
      'Ak ste o obnovenie hesla nežiadali, tento e-mail ignorujte; vaše heslo zostáva nezmenené.',
      '',
      'S pozdravom',
      'tím Hry',
    ].join('\n'),
  };
}

export function activationMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Aktivácia účtu',
    text: [
      'Dobrý deň,',
      '',
      'ďakujeme za registráciu. Účet aktivujete na tejto adrese:',
      '',
      link,
      '',
      'Odkaz platí 48 hodín. Po aktivácii sa môžete prihlásiť svojím e-mailom a heslom.',
      'Ak ste sa neregistrovali, tento e-mail ignorujte.',
      '',
      'S pozdravom',
      'tím Hry',
    ].join('\n'),
  };
}
