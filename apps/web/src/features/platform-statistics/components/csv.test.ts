import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCsv, csvField, csvFileName, downloadCsv } from './csv';

describe('csvField', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvField('Visual Disability')).toBe('Visual Disability');
    expect(csvField(1234)).toBe('1234');
    expect(csvField('')).toBe('');
  });

  it('quotes a field with a comma, a quote or a line break, doubling its quotes (RFC 4180)', () => {
    expect(csvField('Sales, Marketing')).toBe('"Sales, Marketing"');
    expect(csvField('The "best" job')).toBe('"The ""best"" job"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('carriage\rreturn')).toBe('"carriage\rreturn"');
  });

  it('defuses text a spreadsheet would run as a formula with a leading single quote', () => {
    expect(csvField('=HYPERLINK("http://x.example","click")')).toBe(`"'=HYPERLINK(""http://x.example"",""click"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    // Only the start counts; a number is never text someone typed.
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField(-1)).toBe('-1');
  });
});

describe('buildCsv', () => {
  it('writes the header and rows with CRLF line ends and the protected text for null', () => {
    const csv = buildCsv(
      ['Disability', 'Job seekers', 'Applications'],
      [
        ['Visual Disability', 32, 120],
        ['Speech, Language', null, 0],
      ],
      'fewer than 5',
    );
    expect(csv).toBe(
      'Disability,Job seekers,Applications\r\nVisual Disability,32,120\r\n"Speech, Language",fewer than 5,0\r\n',
    );
  });
});

describe('csvFileName', () => {
  it('names the table and the period', () => {
    expect(csvFileName('hiring-funnel', { from: '2026-11-01', to: '2026-11-25' })).toBe(
      'kakayahan-hiring-funnel-2026-11-01-to-2026-11-25.csv',
    );
    expect(csvFileName('by-region', { from: '2026-11-01', to: null })).toBe('kakayahan-by-region-from-2026-11-01.csv');
    expect(csvFileName('by-region', { from: null, to: '2026-11-25' })).toBe('kakayahan-by-region-until-2026-11-25.csv');
    expect(csvFileName('employers', { from: null, to: null })).toBe('kakayahan-employers-all-time.csv');
  });
});

describe('downloadCsv', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('downloads the text as a UTF-8 CSV blob under the file name, then releases the blob', async () => {
    vi.useFakeTimers();
    let blob: Blob | undefined;
    const create = vi.fn((value: Blob) => {
      blob = value;
      return 'blob:csv';
    });
    const revoke = vi.fn();
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: create });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: revoke });
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });

    downloadCsv('kakayahan-employers-all-time.csv', 'a,b\r\n');

    expect(clicked).toEqual([{ href: 'blob:csv', download: 'kakayahan-employers-all-time.csv' }]);
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    // The byte order mark is there for spreadsheets (bytes EF BB BF), then the text as given.
    const bytes = new Uint8Array(await blob!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('a,b\r\n');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:csv');
  });
});
