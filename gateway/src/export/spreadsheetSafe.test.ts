import { describe, expect, it } from 'vitest';

import { spreadsheetSafe } from './spreadsheetSafe';

describe('spreadsheetSafe', () => {
  it.each([
    // formulas, as they start and behind separators or whitespace
    ['=1+1', "'=1+1"],
    ['+1+1', "'+1+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    [';=1+1', "';=1+1"],
    [',=1+1', "',=1+1"],
    ['\t=1+1', "'\t=1+1"],
    [' =1+1', "' =1+1"],
    ['\r\n=1+1', "'\r\n=1+1"],
    ['\n+1', "'\n+1"],
    [' ;, -2', "' ;, -2"],
    ['\tteks', "'\tteks"],
    ['\rteks', "'\rteks"],
    ['+62 812', "'+62 812"],
    ['+62812a', "'+62812a"],
    ['+', "'+"],
    // data
    ['+62274512773', '+62274512773'],
    ['081234567890', '081234567890'],
    ['Cumi Ring 500 gr (x4)', 'Cumi Ring 500 gr (x4)'],
    ['a=1', 'a=1'],
    ['; teks', '; teks'],
    ['', ''],
  ])('%j is written as %j', (text, written) => {
    expect(spreadsheetSafe(text)).toBe(written);
  });
});
