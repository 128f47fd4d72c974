import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lastFocusedField, selectionToRead, trackPageContext } from './page-context';
import { chunksOfSelection } from './readers';
import { rangeOfChunk } from './reading-chunks';

let stopTracking: () => void;

beforeEach(() => {
  document.documentElement.lang = 'en';
  document.body.innerHTML = `
    <main id="main-content">
      <p id="intro">Find fair work. Apply in minutes.</p>
      <p lang="fil" id="fil">Maghanap ng trabaho.</p>
      <label for="q">Question</label><textarea id="q">Where do I see my applications?</textarea>
      <label for="pw">Password</label><input id="pw" type="password" value="Secret#2026">
    </main>
    <section id="read-aloud-panel"><button id="read-selection">Read Selection</button></section>`;
  stopTracking = trackPageContext();
});

afterEach(() => {
  stopTracking();
  document.getSelection()?.removeAllRanges();
  document.body.innerHTML = '';
});

function select(node: Node, start: number, end: number) {
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(node, end);
  const selection = document.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
  document.dispatchEvent(new Event('selectionchange'));
}

const byId = (id: string) => document.getElementById(id)!;

describe('Read Selection', () => {
  it('reads nothing when nothing is selected (the panel then says "Please select some text to read.")', () => {
    expect(selectionToRead()).toBeNull();
    expect(chunksOfSelection(selectionToRead())).toEqual([]);
  });

  it('reads the selected text sentence by sentence, knowing where it is on the page', () => {
    select(byId('intro').firstChild!, 5, 33);
    const chunks = chunksOfSelection(selectionToRead());
    expect(chunks.map((chunk) => [chunk.text, chunk.lang])).toEqual([
      ['fair work.', 'en'],
      ['Apply in minutes.', 'en'],
    ]);
    expect(rangeOfChunk(chunks[1]!)!.toString()).toBe('Apply in minutes.');
  });

  it('keeps the selection when pressing a panel button clears it, and forgets it when the person clicks elsewhere', () => {
    select(byId('fil').firstChild!, 0, 20);
    byId('read-selection').focus();
    document.getSelection()!.collapse(byId('read-selection'), 0);
    document.dispatchEvent(new Event('selectionchange'));
    expect(chunksOfSelection(selectionToRead()).map((chunk) => [chunk.text, chunk.lang])).toEqual([
      ['Maghanap ng trabaho.', 'fil'],
    ]);

    byId('intro').setAttribute('tabindex', '-1');
    byId('intro').focus();
    document.getSelection()!.collapse(byId('intro').firstChild, 3);
    document.dispatchEvent(new Event('selectionchange'));
    expect(selectionToRead()).toBeNull();
  });

  it('reads text selected inside a text field, but never inside a password field', () => {
    const question = byId('q') as HTMLTextAreaElement;
    question.focus();
    question.setSelectionRange(0, 16);
    expect(chunksOfSelection(selectionToRead()).map((chunk) => chunk.text)).toEqual(['Where do I see m']);

    const password = byId('pw') as HTMLInputElement;
    password.focus();
    password.setSelectionRange(0, 6);
    document.dispatchEvent(new Event('selectionchange'));
    expect(chunksOfSelection(selectionToRead())).toEqual([]);
  });
});

describe('Speak Input’s field', () => {
  it('is the last field that had the focus outside the panel', () => {
    expect(lastFocusedField()).toBeNull();
    byId('q').focus();
    byId('read-selection').focus();
    expect(lastFocusedField()).toBe(byId('q'));
  });
});
