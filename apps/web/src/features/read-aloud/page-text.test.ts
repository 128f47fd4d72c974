import { afterEach, describe, expect, it } from 'vitest';
import { extractTextRuns, rangeOfRunText } from './page-text';
import { chunksOfPage } from './readers';
import { rangeOfWord } from './reading-chunks';

function setPage(html: string): void {
  document.documentElement.lang = 'en';
  document.body.innerHTML = html;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('extractTextRuns', () => {
  it('reads each block as its own run, with whitespace collapsed as shown', () => {
    setPage(`<div id="root">
      <h1>Find   a
        job</h1>
      <p>Jobs for <strong>persons with disabilities</strong> in the Philippines</p>
      <ul><li>Cebu</li><li>Davao</li></ul>
      <a href="/x">Apply</a> <a href="/y">Save</a>
    </div>`);
    const runs = extractTextRuns(document.getElementById('root')!);
    expect(runs.map((run) => run.text)).toEqual([
      'Find a job',
      'Jobs for persons with disabilities in the Philippines',
      'Cebu',
      'Davao',
      'Apply Save',
    ]);
  });

  it('leaves out hidden content, form controls and what is marked data-read-aloud-skip', () => {
    setPage(`<div id="root">
      <p>Shown.</p>
      <p aria-hidden="true">Decoration.</p>
      <p hidden>Hidden attribute.</p>
      <p style="display: none">Display none.</p>
      <p style="visibility: hidden">Invisible.</p>
      <section data-read-aloud-skip><p>The panel.</p></section>
      <label>Name <input value="Juan"></label>
      <select><option>Option text</option></select>
      <textarea>Draft</textarea>
      <p>Also shown.</p>
    </div>`);
    const text = extractTextRuns(document.getElementById('root')!)
      .map((run) => run.text)
      .join(' | ');
    expect(text).toBe('Shown. | Name | Also shown.');
  });

  it('starts a new run where the language changes, and says each run’s language', () => {
    setPage(
      `<div id="root"><p>Welcome. <span lang="fil">Maligayang pagdating.</span></p><p lang="fil-PH">Trabaho.</p></div>`,
    );
    const runs = extractTextRuns(document.getElementById('root')!);
    expect(runs.map((run) => [run.text, run.lang])).toEqual([
      ['Welcome.', 'en'],
      ['Maligayang pagdating.', 'fil'],
      ['Trabaho.', 'fil-PH'],
    ]);
  });

  it('maps any part of a run back to the page’s text nodes', () => {
    setPage(`<p id="root">Jobs   for <em>persons with</em>
      disabilities</p>`);
    const [run] = extractTextRuns(document.getElementById('root')!);
    expect(run!.text).toBe('Jobs for persons with disabilities');
    const start = run!.text.indexOf('for persons');
    const range = rangeOfRunText(run!, start, run!.text.indexOf('disabilities') + 'disabilities'.length);
    // The page's own text, with its original whitespace.
    expect(range!.toString().replace(/\s+/gu, ' ')).toBe('for persons with disabilities');
  });

  it('reads only inside a range (a selection), cutting the first and last text nodes', () => {
    setPage(`<div id="root"><p id="a">Alpha beta gamma.</p><p id="b">Delta epsilon.</p></div>`);
    const range = document.createRange();
    range.setStart(document.getElementById('a')!.firstChild!, 6);
    range.setEnd(document.getElementById('b')!.firstChild!, 5);
    const runs = extractTextRuns(range.commonAncestorContainer, { clip: range });
    expect(runs.map((run) => run.text)).toEqual(['beta gamma.', 'Delta']);
  });
});

describe('chunksOfPage (Read Page)', () => {
  it('reads the main content only, in order, sentence by sentence, and finds each word on the page', () => {
    setPage(`
      <header><nav>Job Seeker Login</nav></header>
      <section data-read-aloud-skip>Read aloud panel</section>
      <main id="main-content"><h1>Accessibility</h1><p>We care. Everyone can work.</p></main>
      <footer>About Us</footer>`);
    const chunks = chunksOfPage(document);
    expect(chunks.map((chunk) => chunk.text)).toEqual(['Accessibility', 'We care.', 'Everyone can work.']);
    expect(chunks.every((chunk) => chunk.lang === 'en')).toBe(true);
    const third = chunks[2]!;
    expect(rangeOfWord(third, third.text.indexOf('can'))!.toString()).toBe('can');
    // A voice that reports the word at the space before it.
    expect(rangeOfWord(third, third.text.indexOf(' work'))!.toString()).toBe('work.');
  });

  it('reads nothing when the page has no main content', () => {
    setPage('<div>Nothing here</div>');
    expect(chunksOfPage(document)).toEqual([]);
  });
});
