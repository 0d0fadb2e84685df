// The default image style split into the text edited and its colors, and put back for the save.
import { describe, expect, it } from 'vitest';
import { joinImageStyle, splitImageStyle } from './image-style';

describe('splitImageStyle', () => {
  it('takes the colors out of the stored style', () => {
    expect(splitImageStyle('{"style":"bold","brandColors":["#112233"],"templates":["t1"]}')).toEqual({
      text: '{"style":"bold","templates":["t1"]}',
      colors: ['#112233'],
    });
  });

  it('gives the default colors to a style without any, and leaves text that is not an object as it is', () => {
    expect(splitImageStyle('{"style":"bold"}').colors).toEqual(['#E60023', '#FFFFFF', '#000000']);
    expect(splitImageStyle('[1]')).toEqual({ text: '[1]', colors: ['#E60023', '#FFFFFF', '#000000'] });
    expect(splitImageStyle('not json').text).toBe('not json');
  });
});

describe('joinImageStyle', () => {
  it('puts the colors into the typed style, over any typed there', () => {
    expect(joinImageStyle('{"style":"bold"}', ['#112233'])).toBe(
      '{"style":"bold","brandColors":["#112233"]}',
    );
    expect(joinImageStyle('{"style":"bold","brandColors":["#000000"]}', ['#112233'])).toBe(
      '{"style":"bold","brandColors":["#112233"]}',
    );
  });

  it('sends text that is not a JSON object as typed, for the server to refuse', () => {
    expect(joinImageStyle('not json', ['#112233'])).toBe('not json');
    expect(joinImageStyle('"modern"', ['#112233'])).toBe('"modern"');
  });
});
