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

describe('extractTextRuns: images', () => {
  it('reads an image by its alt text and a role="img" by its label, in document order, skipping decorative ones', () => {
    setPage(`<div id="root">
      <h1>Our office</h1>
      <img src="map.png" alt="  Map of   Cebu City ">
      <p>Open daily.</p>
      <img src="line.png" alt="">
      <img src="logo.png" role="presentation" alt="Ignored logo">
      <img src="hidden.png" alt="Hidden photo" aria-hidden="true">
      <div role="img" aria-label="4 out of 5 stars">★★★★☆</div>
      <span role="img">🙂</span>
      <svg role="img" aria-label="Chart of jobs per month"><title>Not read</title></svg>
      <svg><text>Drawing text</text></svg>
    </div>`);
    const runs = extractTextRuns(document.getElementById('root')!);
    expect(runs.map((run) => run.text)).toEqual([
      'Our office',
      'Map of Cebu City',
      'Open daily.',
      '4 out of 5 stars',
      'Chart of jobs per month',
    ]);
  });

  it('reads an inline image as part of its sentence, with spaces around its words, in its own language', () => {
    setPage(
      `<p id="root">Call<img src="phone.png" alt="telephone">0917 or <img src="ph.png" alt="watawat" lang="fil"></p>`,
    );
    const runs = extractTextRuns(document.getElementById('root')!);
    expect(runs.map((run) => [run.text, run.lang])).toEqual([
      ['Call telephone 0917 or', 'en'],
      ['watawat', 'fil'],
    ]);
  });

  it('maps an image’s words to the whole image (no word of it can be marked), and text around it as usual', () => {
    setPage(`<p id="root">Call <img id="phone" src="phone.png" alt="our telephone"> now.</p>`);
    const [run] = extractTextRuns(document.getElementById('root')!);
    expect(run!.text).toBe('Call our telephone now.');
    const image = document.getElementById('phone')!;

    const word = rangeOfRunText(run!, run!.text.indexOf('telephone'), run!.text.indexOf(' now'));
    // The range of Range.selectNode(image): just the image.
    expect(word!.startContainer).toBe(image.parentNode);
    expect(word!.startOffset).toBe([...image.parentNode!.childNodes].indexOf(image));
    expect(word!.endOffset).toBe(word!.startOffset + 1);

    const sentence = rangeOfRunText(run!, 0, run!.text.length);
    expect(sentence!.toString()).toBe('Call  now.');
    expect(sentence!.intersectsNode(image)).toBe(true);
    expect(rangeOfRunText(run!, run!.text.indexOf('now'), run!.text.length)!.toString()).toBe('now.');
  });

  it('Read Page speaks an image alone in its block as its own sentence, and highlights that image', () => {
    setPage(`<main id="main-content"><p>Before.</p><figure><img id="chart" src="c.png" alt="Jobs by region">
      <figcaption>Figure 1.</figcaption></figure></main>`);
    const chunks = chunksOfPage(document);
    expect(chunks.map((chunk) => chunk.text)).toEqual(['Before.', 'Jobs by region', 'Figure 1.']);
    const range = rangeOfWord(chunks[1]!, 'Jobs by '.length);
    const chart = document.getElementById('chart')!;
    expect(range!.startContainer).toBe(chart.parentNode);
    expect(range!.endOffset - range!.startOffset).toBe(1);
    expect(range!.intersectsNode(chart)).toBe(true);
  });

  it('reads an image inside a selection', () => {
    setPage(`<div id="root"><p id="a">Alpha <img src="x.png" alt="a chart"> beta.</p></div>`);
    const range = document.createRange();
    range.selectNodeContents(document.getElementById('a')!);
    const runs = extractTextRuns(range.commonAncestorContainer, { clip: range });
    expect(runs.map((run) => run.text)).toEqual(['Alpha a chart beta.']);
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
