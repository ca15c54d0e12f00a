// The player's-eye preview: what the phone frame shows for each kind of layout, the verdicts of the one
// answer rule, the poem's counter, the generic rendering of a layout it does not know.
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInAdmin } from '../test/render';
import { clientForm } from '../forms';
import { PlayerPreview } from './PlayerPreview';

const form = clientForm('level');

function show(values: Record<string, unknown>, visible?: (id: string) => boolean) {
  renderInAdmin(<PlayerPreview form={form} values={values} visible={visible} />);
  return screen.getByTestId('player-preview');
}

const textLevel = {
  layout: 'ANSWER_REQUIRED',
  order: '3',
  question: 'Ktorá svätica stojí na stĺpe?',
  'answer.answers-min': '1',
  'answer.answers-1': 'Mária',
  'answer.answers-2': 'Panna Mária',
  help: 'Pozrite sa na tabuľu pri stĺpe.',
  info: 'Výborne, ide sa ďalej!',
};

describe('PlayerPreview', () => {
  it('text answer: the question, the placeholder, right, near and wrong answers and the success text', async () => {
    const user = userEvent.setup();
    const phone = show(textLevel);
    expect(phone).toHaveAccessibleName('Náhľad pre hráča: Úloha 3');
    expect(within(phone).getByTestId('preview-question')).toHaveTextContent('Ktorá svätica stojí na stĺpe?');
    const input = within(phone).getByRole('textbox', { name: 'Vyskúšať odpoveď' });
    expect(input).toHaveAttribute('placeholder', 'Sem napíšte odpoveď');
    expect(within(phone).queryByTestId('preview-success')).toBeNull();

    await user.type(input, '  panna MARIA {Enter}');
    expect(within(phone).getByTestId('preview-verdict')).toHaveTextContent('Správne');
    expect(within(phone).getByTestId('preview-success')).toHaveTextContent('Výborne, ide sa ďalej!');

    await user.clear(input);
    await user.type(input, 'Pana Mária');
    await user.click(within(phone).getByRole('button', { name: 'Odoslať' }));
    expect(within(phone).getByTestId('preview-verdict')).toHaveTextContent('Takmer: Panna Mária');
    expect(within(phone).queryByTestId('preview-success')).toBeNull();

    await user.clear(input);
    await user.type(input, 'Immaculata{Enter}');
    expect(within(phone).getByTestId('preview-verdict')).toHaveTextContent('Nesprávne');
  });

  it('the help text appears where the player asks for it', async () => {
    const user = userEvent.setup();
    const phone = show(textLevel);
    expect(within(phone).queryByTestId('preview-help')).toBeNull();
    await user.click(within(phone).getByRole('button', { name: 'Nápoveda' }));
    expect(within(phone).getByTestId('preview-help')).toHaveTextContent('Pozrite sa na tabuľu pri stĺpe.');
  });

  it('a minimum above 1 asks for that many answers, separated by commas', async () => {
    const user = userEvent.setup();
    const phone = show({ ...textLevel, 'answer.answers-min': '2', 'answer.answers-3': 'Madona' });
    const input = within(phone).getByRole('textbox', { name: 'Vyskúšať odpoveď' });
    expect(input).toHaveAttribute('placeholder', 'Napíšte 2 odpovede oddelené čiarkou');
    await user.type(input, 'Mária{Enter}');
    expect(within(phone).getByTestId('preview-verdict')).toHaveTextContent('Nesprávne');
    await user.type(input, ', madona{Enter}');
    expect(within(phone).getByTestId('preview-verdict')).toHaveTextContent('Správne');
  });

  it('the verdict follows the author: an answer accepted later turns it to Správne', async () => {
    const user = userEvent.setup();
    function Editing() {
      const [values, setValues] = useState<Record<string, unknown>>(textLevel);
      return (
        <>
          <button onClick={() => setValues({ ...values, 'answer.answers-3': 'Immaculata' })}>prijať</button>
          <PlayerPreview form={form} values={values} />
        </>
      );
    }
    renderInAdmin(<Editing />);
    await user.type(screen.getByRole('textbox', { name: 'Vyskúšať odpoveď' }), 'immaculata{Enter}');
    expect(screen.getByTestId('preview-verdict')).toHaveTextContent('Nesprávne');
    await user.click(screen.getByRole('button', { name: 'prijať' }));
    expect(screen.getByTestId('preview-verdict')).toHaveTextContent('Správne');
  });

  it('yes/no challenge: place, tool and target, and the two buttons', async () => {
    const user = userEvent.setup();
    const phone = show({
      layout: 'GAME_YES_NO',
      question: 'Zaspievate pieseň na moste?',
      'yes-no.place': 'Most SNP',
      'yes-no.tool': 'Gitara',
    });
    expect(phone).toHaveTextContent('Miesto: Most SNP');
    expect(phone).toHaveTextContent('Pomôcka: Gitara');
    await user.click(within(phone).getByRole('button', { name: 'Nie' }));
    expect(within(phone).getByTestId('preview-verdict')).toHaveTextContent('Nesprávne');
    await user.click(within(phone).getByRole('button', { name: 'Áno' }));
    expect(within(phone).getByTestId('preview-verdict')).toHaveTextContent('Správne');
  });

  it('poem: the required words and a length counter against the limits', async () => {
    const user = userEvent.setup();
    const phone = show({
      layout: 'MAKE_POEM',
      question: 'Napíšte básničku o hrade',
      'poem.words': 'hrad; veža',
      'poem.minlength': '20',
      'poem.maxlength': '60',
    });
    const words = within(phone).getByTestId('preview-poem-words');
    expect(within(words).getByText('hrad')).toBeInTheDocument();
    expect(within(words).getByText('veža')).toBeInTheDocument();
    const counter = within(phone).getByTestId('preview-poem-counter');
    expect(counter).toHaveTextContent('0 znakov · min. 20 · max. 60');
    const poem = within(phone).getByRole('textbox', { name: 'Vaša básnička' });
    await user.type(poem, 'Starý hrad');
    expect(counter).toHaveTextContent('10 znakov · min. 20 · max. 60');
    expect(phone).toHaveTextContent('Chýbajú slová: veža');
    await user.type(poem, ' a jeho biela veža');
    expect(counter).toHaveTextContent('28 znakov');
    await user.click(within(phone).getByRole('button', { name: 'Odoslať' }));
    expect(within(phone).getByTestId('preview-verdict')).toHaveTextContent('Správne');
  });

  it('image chooser: the uploaded images as a grid; the one marked correct is right', async () => {
    const user = userEvent.setup();
    const phone = show({
      layout: 'IMAGE_CHOOSER',
      question: 'Ktorý erb patrí mestu?',
      'images.answer1': { val: '41' },
      'images.answer2': { val: '42' },
      'images.correct2': true,
    });
    const grid = within(phone).getByTestId('preview-images');
    expect(
      within(grid)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual([expect.stringMatching(/images\/41$/), expect.stringMatching(/images\/42$/)]);
    await user.click(within(grid).getByRole('button', { name: 'Obrázok 1' }));
    expect(within(phone).getByTestId('preview-verdict')).toHaveTextContent('Nesprávne');
    await user.click(within(grid).getByRole('button', { name: 'Obrázok 2' }));
    expect(within(phone).getByTestId('preview-verdict')).toHaveTextContent('Správne');
  });

  it('recapitulation, wiki, manuals, take-photo and game chooser show what the player gets', () => {
    const { unmount } = renderInAdmin(
      <PlayerPreview
        form={form}
        values={{
          layout: 'GAME_RECAPITULATION',
          question: 'Zhrnutie',
          'recapitulation.title1': 'Úlohy',
          'recapitulation.tasks-1': 'Nájdite studňu',
          'recapitulation.title2': 'Fotky',
          'recapitulation.uploads-1': 'Tím pri studni',
          'recapitulation.limits-1': '3',
        }}
      />,
    );
    expect(screen.getByTestId('preview-recap-tasks')).toHaveTextContent('ÚlohyNájdite studňu');
    expect(screen.getByTestId('preview-recap-uploads')).toHaveTextContent(
      'Tím pri studni (najviac 3 fotiek)',
    );
    unmount();
    const cases: [string, string][] = [
      ['LEVEL_WIKI', 'Pokračovať'],
      ['VIEW_GAME_MANUAL', 'Zobraziť návod'],
      ['DOWNLOAD_GAME_MANUAL', 'Stiahnuť návod'],
      ['TAKE_PHOTO', 'Odfotiť'],
      ['GAME_CHOOSER', 'Vybrať hru'],
    ];
    for (const [layout, button] of cases) {
      const view = renderInAdmin(
        <PlayerPreview
          form={form}
          values={{ layout, question: 'Q', description: 'Hrad postavili v roku 1241.' }}
        />,
      );
      expect(screen.getByRole('button', { name: button }), layout).toBeInTheDocument();
      expect(screen.getByTestId('preview-description'), layout).toHaveTextContent(
        'Hrad postavili v roku 1241.',
      );
      view.unmount();
    }
  });

  it('a layout it does not know shows its visible fields’ labels and values', () => {
    const phone = show(
      {
        layout: 'TREASURE_HUNT',
        question: 'Nájdite poklad',
        description: 'Poklad je pod lavičkou.',
        'yes-no.place': 'Park',
        note: 'interná poznámka',
        'answer.answers-1': 'skrytá',
      },
      (id) => id !== 'answer.answers-1',
    );
    const generic = within(phone).getByTestId('preview-generic');
    expect(generic).toHaveTextContent('Rozloženie „TREASURE_HUNT“ náhľad nepozná');
    expect(generic).toHaveTextContent('PopisPoklad je pod lavičkou.');
    expect(generic).toHaveTextContent('MiestoPark');
    expect(generic).not.toHaveTextContent('interná poznámka');
    expect(generic).not.toHaveTextContent('skrytá');
  });
});
