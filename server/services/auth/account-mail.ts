import type { Config } from '../../config';
import type { MailMessage } from '../platform/mail';

/**
 * Where links in mails point: PUBLIC_URL when configured, else the address the server listens on.
 * Never the request's Origin or Host headers: a caller could otherwise have a reset link to their own
 * site mailed to someone else.
 */
export function linkOrigin(config: Pick<Config, 'publicUrl' | 'host' | 'port'>): string {
  const { publicUrl, host, port } = config;
  if (publicUrl) return publicUrl;
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${shownHost}:${port}`;
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
