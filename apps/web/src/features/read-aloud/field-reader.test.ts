import { afterEach, describe, expect, it } from 'vitest';
import { describeField } from './field-reader';
import { isReadableField } from './page-context';
import { chunksOfField } from './readers';

function field(html: string, selector = '[data-field]'): HTMLElement {
  document.body.innerHTML = html;
  return document.querySelector<HTMLElement>(selector)!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('describeField (Speak Input)', () => {
  it('says the label, then the value', () => {
    expect(describeField(field('<label for="e">Email</label><input id="e" data-field value="juan@example.ph">'))).toBe(
      'Email, juan@example.ph',
    );
  });

  it('finds the name by aria-labelledby, aria-label, a wrapping label, then the placeholder or title', () => {
    expect(
      describeField(
        field(
          '<span id="l1">First</span><span id="l2">name</span><input aria-labelledby="l1 l2" data-field value="Ana">',
        ),
      ),
    ).toBe('First name, Ana');
    expect(describeField(field('<input aria-label="Search jobs" data-field value="driver">'))).toBe(
      'Search jobs, driver',
    );
    expect(describeField(field('<label>City <input data-field value="Cebu"></label>'))).toBe('City, Cebu');
    expect(describeField(field('<input placeholder="Your question" data-field>'))).toBe('Your question, empty');
    expect(describeField(field('<input title="Zip code" data-field value="6000">'))).toBe('Zip code, 6000');
  });

  it('never says a password, only how long it is', () => {
    const password = field(
      '<label for="p">Password</label><input id="p" type="password" data-field>',
    ) as HTMLInputElement;
    expect(describeField(password)).toBe('Password, password field, empty');
    password.value = 'Secret#2026';
    expect(describeField(password)).toBe('Password, password field, 11 characters');
    expect(describeField(password)).not.toContain('Secret');
  });

  it('says a choice by the chosen option’s text, a checkbox as checked or not, and an empty field as empty', () => {
    const select = field(
      '<label>Disability <select data-field><option value="">Choose one</option><option value="d" selected>Deaf or Hard of Hearing</option></select></label>',
    );
    expect(describeField(select)).toBe('Disability, Deaf or Hard of Hearing');

    const checkbox = field('<label><input type="checkbox" data-field> Remember me</label>') as HTMLInputElement;
    expect(describeField(checkbox)).toBe('Remember me, not checked');
    checkbox.checked = true;
    expect(describeField(checkbox)).toBe('Remember me, checked');

    expect(describeField(field('<label for="t">Cover letter</label><textarea id="t" data-field>  </textarea>'))).toBe(
      'Cover letter, empty',
    );
    expect(
      describeField(field('<div role="switch" aria-checked="true" aria-label="Email alerts" data-field></div>')),
    ).toBe('Email alerts, checked');
  });

  it('is spoken in the field’s language', () => {
    const input = field(
      '<div lang="fil"><label for="q">Tanong</label><input id="q" data-field value="Paano mag-apply?"></div>',
    );
    expect(chunksOfField(input)).toEqual([{ text: 'Tanong, Paano mag-apply?', lang: 'fil' }]);
  });
});

describe('isReadableField', () => {
  it('counts form fields and editable areas, not buttons', () => {
    document.body.innerHTML = `
      <input id="a"><input id="b" type="submit"><textarea id="c"></textarea><select id="d"></select>
      <div id="e" contenteditable="true"></div><div id="f" role="combobox"></div><button id="g">Go</button>`;
    const readable = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].filter((id) => isReadableField(document.getElementById(id)!));
    expect(readable).toEqual(['a', 'c', 'd', 'e', 'f']);
  });
});
