// The Slovak `message` of a 400 refused by a route's request schema (issue 36): it names the parameter
// and what it expects ('Parameter po musí byť celé číslo 0–999999999'). The validator's English detail
// goes only to the log (server/http/errors.ts).
import type { FastifySchemaValidationError } from 'fastify';

/** What a pattern of schemas/api/common.ts expects, in words. */
const PATTERNS: Record<string, string> = {
  '^[0-9]{1,9}$': 'celé číslo 0–999999999',
  '^([0-9]{8}(-[0-9]{8})?)?$': 'dátum RRRRMMDD alebo rozsah RRRRMMDD-RRRRMMDD',
  '^[0-9]{3} ?[0-9]{2}$': 'PSČ v tvare 000 00',
  '^\\s*[0-9]{3}\\s?[0-9]{2}\\s*$': 'PSČ v tvare 000 00',
  '^[0-9]{0,9}$': 'celé číslo 0–999999999 alebo prázdne',
  '^([0-9]{1,9})?$': 'celé číslo 0–999999999 alebo prázdne',
  '^[0-9]{0,12}$': 'celé číslo (najviac 12 číslic) alebo prázdne',
  '^[0-9]{1,6}$': 'celé číslo 0–999999',
  '^[0-3]?$': 'číslo 0–3 alebo prázdne',
  '^([0-9]{1,9}|last)$': 'celé číslo 0–999999999 alebo last',
  '^[1-9][0-9]{0,9}$': 'kladné celé číslo',
  '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$': 'identifikátor UUID (malé písmená)',
  '^[A-Za-z][A-Za-z0-9_-]{0,59}$': 'názov z písmen, číslic, _ a - (začína písmenom, najviac 60 znakov)',
  '^[A-Za-z0-9]{1,40}$': 'písmená a číslice (1–40 znakov)',
  '^[A-Za-z0-9-]{1,30}$': 'písmená, číslice a pomlčky (1–30 znakov)',
  '^[A-Za-z0-9-]{1,64}$': 'písmená, číslice a pomlčky (1–64 znakov)',
  '^[A-Za-z0-9_.-]{0,40}$': 'písmená, číslice, _, . a - (najviac 40 znakov)',
  '^[A-Za-z0-9_.-]*$': 'písmená, číslice, _, . a -',
  '^[a-z_]{1,60}\\.(xls|xsd)$': 'názov súboru .xls alebo .xsd',
};

const TYPES: Record<string, string> = {
  string: 'text',
  number: 'číslo',
  integer: 'celé číslo',
  boolean: 'true alebo false',
  object: 'objekt JSON',
  array: 'zoznam (pole JSON)',
  null: 'null',
};

type Part = 'querystring' | 'params' | 'body' | 'headers' | string | undefined;

/** 'Parameter po', 'Parameter cesty id', 'Pole email v tele požiadavky', 'Telo požiadavky'. */
function subject(part: Part, name: string): string {
  if (part === 'body') return name ? `Pole ${name} v tele požiadavky` : 'Telo požiadavky';
  if (part === 'params') return `Parameter cesty ${name}`;
  if (part === 'headers') return `Hlavička ${name}`;
  return name ? `Parameter ${name}` : 'Parametre adresy';
}

function expectation(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'pattern': {
      const pattern = String(params.pattern);
      return `musí byť ${PATTERNS[pattern] ?? `v tvare ${pattern}`}`;
    }
    case 'maxLength': {
      const limit = Number(params.limit);
      return limit > 0 ? `môže mať najviac ${limit} znakov` : 'musí byť prázdny';
    }
    case 'minLength':
      return `musí mať aspoň ${String(params.limit)} znakov`;
    case 'enum': {
      const allowed = (params.allowedValues as unknown[] | undefined) ?? [];
      const shown = allowed.map((v) => (v === '' ? '(prázdne)' : String(v)));
      return `musí byť jedna z hodnôt: ${shown.join(', ')}`;
    }
    case 'const':
      return `musí byť ${JSON.stringify(params.allowedValue)}`;
    case 'type': {
      const types = String(params.type).split(',');
      return `musí byť ${types.map((t) => TYPES[t] ?? t).join(' alebo ')}`;
    }
    case 'minimum':
    case 'exclusiveMinimum':
      return `musí byť aspoň ${String(params.limit)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `môže byť najviac ${String(params.limit)}`;
    case 'maxItems':
      return `môže mať najviac ${String(params.limit)} položiek`;
    case 'minItems':
      return `musí mať aspoň ${String(params.limit)} položiek`;
    case 'format':
      return `musí byť v tvare ${String(params.format)}`;
    default:
      return 'má neplatnú hodnotu';
  }
}

/** The path of the value in the request part: '/po' → 'po', '/levels/0/name' → 'levels.0.name'. */
function nameOf(error: FastifySchemaValidationError): string {
  return error.instancePath.replace(/^\//, '').split('/').join('.');
}

/** The Slovak message of the first validation error of a request. */
export function validationMessage(errors: FastifySchemaValidationError[], part: Part): string {
  const error = errors[0];
  if (!error) return 'Neplatná požiadavka';
  const params = error.params as Record<string, unknown>;
  const at = nameOf(error);
  const inner = (key: string) => (at ? `${at}.${key}` : key);
  if (error.keyword === 'additionalProperties') {
    const key = String(params.additionalProperty);
    if (part === 'querystring') return `Parameter ${key} táto požiadavka nepozná`;
    return `${subject(part, inner(key))} nie je dovolené`;
  }
  if (error.keyword === 'required') {
    const key = String(params.missingProperty);
    return `${subject(part, inner(key))} chýba`;
  }
  return `${subject(part, at)} ${expectation(error)}`;
}
