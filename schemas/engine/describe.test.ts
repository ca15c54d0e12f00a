import { describe, expect, it } from 'vitest';
import { schemaFiles } from '../bundle';
import { labelList, ruleKind, ruleText } from './describe';

const level = schemaFiles.forms.level;
const variant = schemaFiles.forms.variant;
const { codelists } = schemaFiles;
const rulesOf = (form: unknown) => (form as { rules: unknown[] }).rules;

describe('ruleText', () => {
  it('words every rule of the level form with field and codelist item labels', () => {
    const texts = rulesOf(level).map((rule) => ruleText(rule, level, codelists));
    expect(texts).toContain('Číslo úlohy je v hre jedinečné');
    expect(texts).toContain(
      'Najmenej toľko z Odpoveď 1–10, koľko je Min. počet správnych odpovedí, keď Rozloženie je Textová odpoveď',
    );
    expect(texts).toContain(
      'Najmenej 2 z Obrázková odpoveď 1–4, keď Rozloženie je Výber obrázka alebo Výber obrázka v rámiku',
    );
    expect(texts).toContain('Min. dĺžka (znakov) ≤ Max. dĺžka (znakov)');
    expect(texts).toContain(
      'Musí platiť: Hra: variant má rámik je áno, keď Rozloženie je Výber obrázka v rámiku',
    );
    // no rule of the shipped forms is left without words or shows an id
    for (const text of texts) {
      expect(text).not.toContain('—');
      expect(text).not.toMatch(/answer\.|images\.|poem\./);
    }
  });

  it('words a numeric count, a forced value and a yes/no condition', () => {
    const rule = {
      when: { layout: ['ANSWER_REQUIRED'] },
      minFilled: { fields: ['answer.answers-1'], count: 1 },
    };
    expect(ruleText(rule, level, codelists)).toBe(
      'Najmenej 1 z Odpoveď 1, keď Rozloženie je Textová odpoveď',
    );
    expect(ruleText(rulesOf(variant)[0], variant, codelists)).toBe(
      'Číslovať úlohy je vždy áno, keď Zmluvná hra je áno',
    );
    expect(ruleText({ lessOrEqual: ['minDuration', 'avgDuration'] }, variant, codelists)).toMatch(
      /^Min\. trvanie.* ≤ /,
    );
  });

  it('words a rule being written as far as it goes, and never throws', () => {
    expect(ruleText({ minFilled: { fields: [] } }, level, codelists)).toBe('Najmenej — z —');
    expect(ruleText({ lessOrEqual: ['poem.minlength'] }, level, codelists)).toBe('Min. dĺžka (znakov) ≤ —');
    expect(ruleText({ unique: { field: 'order', source: 'other' } }, level, codelists)).toBe(
      'Číslo úlohy je v zozname other jedinečné',
    );
    expect(ruleText(null, level, codelists)).toBe('—');
    expect(ruleText({ minFilled: {}, unique: {} }, level, codelists)).toBe('—');
  });

  it('knows the kind of a rule', () => {
    expect(ruleKind({ when: {}, require: {} })).toBe('require');
    expect(ruleKind({ message: 'x' })).toBeUndefined();
  });
});

describe('labelList', () => {
  it('shortens runs of three or more numbered labels', () => {
    expect(labelList(['Odpoveď 1', 'Odpoveď 2', 'Odpoveď 3', 'Popis'])).toBe('Odpoveď 1–3, Popis');
    expect(labelList(['Úloha 1', 'Úloha 2'])).toBe('Úloha 1, Úloha 2');
    expect(labelList(['A 1', 'A 3', 'A 4', 'A 5'])).toBe('A 1, A 3–5');
  });
});
