// The one answer rule: normalization, the accepted answers 1–10, the minimum, near misses.
import { describe, expect, it } from 'vitest';
import { closeness, judgeAnswer, judgeLevel, levelAnswers, normalizeAnswer, poemCheck } from './answers';

const one = (...accepted: string[]) => ({ accepted, min: 1 });

describe('normalizeAnswer', () => {
  it('drops case, diacritics and extra spaces', () => {
    expect(normalizeAnswer('  Panna   MÁRIA\t')).toBe('panna maria');
    expect(normalizeAnswer('Kriváň')).toBe('krivan');
    expect(normalizeAnswer('   ')).toBe('');
  });
});

describe('levelAnswers', () => {
  it('reads the filled slots 1–10 in order and the minimum, stored ({val}) or plain', () => {
    const info = {
      'answer.answers-min': { val: 2 },
      'answer.answers-1': { val: ' Mária ' },
      'answer.answers-2': { val: '' },
      'answer.answers-3': 'Panna Mária',
      'answer.answers-10': { val: 'Madona' },
      'answer.answers-11': { val: 'not a slot' },
    };
    expect(levelAnswers(info)).toEqual({ accepted: ['Mária', 'Panna Mária', 'Madona'], min: 2 });
  });

  it('a missing or broken minimum is 1, and it never exceeds 10', () => {
    expect(levelAnswers({}).min).toBe(1);
    expect(levelAnswers({ 'answer.answers-min': 'x' }).min).toBe(1);
    expect(levelAnswers({ 'answer.answers-min': '0' }).min).toBe(1);
    expect(levelAnswers({ 'answer.answers-min': '12' }).min).toBe(10);
    expect(levelAnswers({ 'answer.answers-min': '3' }).min).toBe(3);
  });
});

describe('judgeAnswer', () => {
  it('right: any accepted answer, whatever the case, diacritics and spaces', () => {
    for (const answer of ['Mária', 'maria', ' MARIA ', 'panna   maria', 'Panna Mária']) {
      expect(judgeAnswer(answer, one('Mária', 'Panna Mária')), answer).toEqual({ correct: true, near: null });
    }
  });

  it('wrong: another word, an empty answer, or a level without accepted answers', () => {
    expect(judgeAnswer('Immaculata', one('Mária'))).toEqual({ correct: false, near: null });
    expect(judgeAnswer('   ', one('Mária'))).toEqual({ correct: false, near: null });
    expect(judgeAnswer('Mária', one())).toEqual({ correct: false, near: null });
  });

  it('near: a typo of an accepted answer names it; numbers and short answers are never near', () => {
    expect(judgeAnswer('Krivan', one('Kriváň'))).toEqual({ correct: true, near: null });
    expect(judgeAnswer('Krivaan', one('Kriváň'))).toEqual({ correct: false, near: 'Kriváň' });
    expect(judgeAnswer('festival duchv a strasidiel', one('Festival duchov a strašidiel'))).toEqual({
      correct: false,
      near: 'Festival duchov a strašidiel',
    });
    expect(judgeAnswer('1531', one('1530'))).toEqual({ correct: false, near: null });
    expect(judgeAnswer('kog', one('kov'))).toEqual({ correct: false, near: null });
  });

  it('minimum above 1: the parts (, ; new line) must name that many different accepted answers', () => {
    const towers = { accepted: ['Hlavná veža', 'Bašta', 'Brána', 'Kaplnka'], min: 2 };
    expect(judgeAnswer('bašta, brana', towers)).toEqual({ correct: true, near: null });
    expect(judgeAnswer('Brána; Kaplnka; Hrad', towers)).toEqual({ correct: true, near: null });
    expect(judgeAnswer('hlavna veza\nbasta', towers)).toEqual({ correct: true, near: null });
    expect(judgeAnswer('Bašta', towers)).toEqual({ correct: false, near: null });
    expect(judgeAnswer('Bašta, bašta', towers)).toEqual({ correct: false, near: null });
    expect(judgeAnswer('Bašta, Kaplnkaa', towers)).toEqual({ correct: false, near: 'Kaplnka' });
  });

  it('with a minimum of 1 a comma belongs to the answer', () => {
    expect(judgeAnswer('Bratislava, Slovensko', one('Bratislava, Slovensko'))).toEqual({
      correct: true,
      near: null,
    });
    expect(judgeAnswer('Bratislava, Košice', one('Bratislava'))).toEqual({ correct: false, near: null });
  });
});

describe('closeness', () => {
  it('case, diacritics, typo or nothing', () => {
    expect(closeness('kriváň', 'Kriváň')).toBe('case');
    expect(closeness('Krivan', 'Kriváň')).toBe('diacritics');
    expect(closeness('Kriváňn', 'Kriváň')).toBe('typo');
    expect(closeness('Gerlach', 'Kriváň')).toBeNull();
    expect(closeness('Kriváň', 'Kriváň')).toBeNull();
  });
});

describe('judgeLevel', () => {
  it('text answers by the rule, images by number, yes/no by áno, a poem by length and words', () => {
    const text = { 'answer.answers-1': 'Mária' };
    expect(judgeLevel('ANSWER_REQUIRED', text, 'maria').correct).toBe(true);
    const images = {
      'images.answer1': { val: '5', number: 1 },
      'images.answer2': { val: '6', number: 2 },
      'images.correct2': true,
      'images.correct3': true,
    };
    expect(judgeLevel('IMAGE_CHOOSER', images, '2').correct).toBe(true);
    expect(judgeLevel('IMAGE_CHOOSER', images, '1').correct).toBe(false);
    expect(judgeLevel('FRAME_IMAGES_CHOOSER', images, '3').correct).toBe(false); // marked, not uploaded
    expect(judgeLevel('GAME_YES_NO', {}, 'ÁNO').correct).toBe(true);
    expect(judgeLevel('GAME_YES_NO', {}, 'nie').correct).toBe(false);
    const poem = { 'poem.words': 'hrad; veža', 'poem.minlength': '10', 'poem.maxlength': '40' };
    expect(judgeLevel('MAKE_POEM', poem, 'Na hrade stojí veža').correct).toBe(false); // 'hrade' is not 'hrad'
    expect(judgeLevel('MAKE_POEM', poem, 'Starý hrad a jeho veža.').correct).toBe(true);
    expect(judgeLevel('MAKE_POEM', poem, 'hrad veža').correct).toBe(false); // too short
    expect(poemCheck(poem, 'Starý hrad')).toEqual({
      length: 10,
      tooShort: false,
      tooLong: false,
      missing: ['veža'],
    });
    expect(judgeLevel('LEVEL_WIKI', {}, '').correct).toBe(true);
  });
});
