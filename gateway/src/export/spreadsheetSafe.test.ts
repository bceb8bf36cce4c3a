import { describe, expect, it } from 'vitest';

import { spreadsheetSafe } from './spreadsheetSafe';

describe('spreadsheetSafe', () => {
  it.each([
    // formulas, as they start and behind spaces
    ['=1+1', "'=1+1"],
    ['+1+1', "'+1+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    [' =1+1', "' =1+1"],
    ['\tteks', "'\tteks"],
    ['\rteks', "'\rteks"],
    ['+62 812', "'+62 812"],
    ['+', "'+"],
    // a phone in international form is no exception: a spreadsheet would make it 6.28E+11 (phones are written 0…)
    ['+628785184803', "'+628785184803"],
    // the full-width signs, which spreadsheets read as the ASCII ones
    ['\uFF1D1+1', "'\uFF1D1+1"],
    ['\uFF0B1', "'\uFF0B1"],
    ['\uFF0D1', "'\uFF0D1"],
    ['\uFF20SUM(A1)', "'\uFF20SUM(A1)"],
    // at the start of every line, of either kind
    ['x\n=1+1', "x\n'=1+1"],
    ['x\r=1+1', "x\r'=1+1"],
    ['x\r\n=1+1', "x\r\n'=1+1"],
    ['\r\n=1+1', "'\r\n'=1+1"],
    ['x\n  -2', "x\n'  -2"],
    // after a separator that some reader splits on
    ['x;=1+1', "x;'=1+1"],
    ['x,=1+1', "x,'=1+1"],
    ['x\t=1+1', "x\t'=1+1"],
    [';=1+1', ";'=1+1"],
    ['a; @b, +c', "a;' @b,' +c"],
    ['x;\uFF1D1+1', "x;'\uFF1D1+1"],
    // data
    ['081234567890', '081234567890'],
    ['Cumi Ring 500 gr (x4); Bakso Ikan (x2)', 'Cumi Ring 500 gr (x4); Bakso Ikan (x2)'],
    ['a=1', 'a=1'],
    ['Jl. Merdeka 1, RT 01-02', 'Jl. Merdeka 1, RT 01-02'],
    ['; teks', '; teks'],
    ['line one\nline two', 'line one\nline two'],
    ['', ''],
  ])('%j is written as %j', (text, written) => {
    expect(spreadsheetSafe(text)).toBe(written);
  });
});
