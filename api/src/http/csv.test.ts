import { neutralised } from './csv';

test('a cell that a spreadsheet would run as a formula stays text, spaces before the sign included', () => {
  for (const formula of ['=1+1', ' =1+1', '\u00a0 +SUM(A1)', '\t-2', '\n@cmd', '  =HYPERLINK("x")']) expect(neutralised(formula)).toBe(`'${formula}`);
  for (const text of ['Esther Mensah', ' Esther', 'a=b', 42, null]) expect(neutralised(text)).toBe(text);
});
