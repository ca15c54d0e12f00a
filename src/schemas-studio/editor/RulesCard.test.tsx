// The 'Pravidlá' card: a form's rules in Slovak words (field and codelist item labels), added, changed
// and removed through its dialog; the engine's problem of a bad rule shows at the rule.
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { checkSchemaProblems, type Codelists, type FormSchema } from '../../../schemas/engine';
import { schemaFiles } from '../../../schemas/bundle';
import { i18nProvider } from '../../providers/i18nProvider';
import { RulesCard } from './RulesCard';

const { codelists } = schemaFiles;
const level = () => structuredClone(schemaFiles.forms.level) as FormSchema;

/** The card over a form kept in state, like the editor's draft; `latest` is the form after each change. */
function renderCard(form: FormSchema) {
  const latest = { form };
  function Harness() {
    const [current, setCurrent] = useState(form);
    const problems = checkSchemaProblems('level.json', current, codelists as Codelists).filter(
      (p) => p.rule !== undefined,
    );
    return (
      <RulesCard
        form={current}
        codelists={codelists}
        problems={problems}
        onChange={(next) => {
          latest.form = next;
          setCurrent(next);
        }}
      />
    );
  }
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Harness />
    </AdminContext>,
  );
  return latest;
}

const card = () => screen.getByRole('region', { name: 'Pravidlá' });
const ruleTexts = () => [...card().querySelectorAll('[data-rule-text]')].map((el) => el.textContent);

async function choose(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement, option: string) {
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the rules card', { timeout: 30_000 }, () => {
  it('lists every rule of the level form in words, with its message', () => {
    renderCard(level());
    const texts = ruleTexts();
    expect(texts).toHaveLength(level().rules!.length);
    expect(texts).toContain('Číslo úlohy je v hre jedinečné');
    expect(texts).toContain('Min. dĺžka (znakov) ≤ Max. dĺžka (znakov)');
    expect(texts).toContain(
      'Najmenej toľko z Odpoveď 1–10, koľko je Min. počet správnych odpovedí, keď Rozloženie je Textová odpoveď',
    );
    expect(
      within(card()).getByText('Hlásenie: Minimálna dĺžka nesmie byť väčšia ako maximálna'),
    ).toBeVisible();
    expect(card().querySelector('[data-rule-problem]')).toBeNull();
    // a message's placeholders are filled in for the person who fills the form, not written here
    expect(within(card()).getByText('Hlásenie: Číslo … má už úloha „…“')).toBeVisible();
    expect(card().textContent).not.toMatch(/%\{/);
  });

  it('adds a rule: kind, fields, count, condition and message; the form gets it', async () => {
    const user = userEvent.setup();
    const latest = renderCard(level());
    const count = level().rules!.length;
    await user.click(within(card()).getByRole('button', { name: 'Pridať pravidlo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nové pravidlo' });
    // at least 1 of the description and the help, when the layout is 'Odfotiť'
    const fields = within(dialog).getByRole('combobox', { name: 'Polia' });
    await user.click(fields);
    await user.click(await screen.findByRole('option', { name: 'Popis' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pridať podmienku' }));
    const condField = within(dialog).getAllByRole('combobox', { name: 'Pole' }).at(-1)!;
    await choose(user, condField, 'Rozloženie');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Odfotiť' }));
    await user.click(within(dialog).getByRole('textbox', { name: /Hlásenie/ }));
    await user.paste('Odfotiť potrebuje popis');
    expect(
      within(dialog).getByText('Pravidlo slovami: Najmenej 1 z Popis, keď Rozloženie je Odfotiť'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Uložiť pravidlo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(ruleTexts()).toHaveLength(count + 1);
    expect(ruleTexts().at(-1)).toBe('Najmenej 1 z Popis, keď Rozloženie je Odfotiť');
    expect(latest.form.rules!.at(-1)).toEqual({
      when: { layout: ['TAKE_PHOTO'] },
      minFilled: { fields: ['description'], count: 1 },
      message: 'Odfotiť potrebuje popis',
    });
  });

  it('changes a rule and removes one', async () => {
    const user = userEvent.setup();
    const latest = renderCard(level());
    const poem = 'Min. dĺžka (znakov) ≤ Max. dĺžka (znakov)';
    await user.click(within(card()).getByRole('button', { name: `Upraviť pravidlo: ${poem}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Upraviť pravidlo' });
    const message = within(dialog).getByRole('textbox', { name: /Hlásenie/ });
    await user.clear(message);
    await user.paste('Najprv menšia dĺžka');
    await user.click(within(dialog).getByRole('button', { name: 'Uložiť pravidlo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card()).getByText('Hlásenie: Najprv menšia dĺžka')).toBeVisible();
    expect(latest.form.rules!.find((r) => r.lessOrEqual)?.message).toBe('Najprv menšia dĺžka');

    await user.click(
      within(card()).getByRole('button', { name: 'Odstrániť pravidlo: Číslo úlohy je v hre jedinečné' }),
    );
    expect(ruleTexts()).not.toContain('Číslo úlohy je v hre jedinečné');
    expect(latest.form.rules!.some((r) => r.unique)).toBe(false);
  });

  it("shows the engine's problem of a bad rule at the rule, in Slovak", async () => {
    const form = level();
    form.rules = [{ minFilled: { fields: ['description', 'name'], count: 3 }, message: '' }];
    renderCard(form);
    const problems = [...card().querySelectorAll('[data-rule-problem="0"]')].map((el) => el.textContent);
    expect(problems).toContain('Počet musí byť celé číslo od 1 do 2 (počet vybraných polí).');
    expect(problems).toContain('Chýba hlásenie, ktoré sa ukáže pri poli.');
  });
});
