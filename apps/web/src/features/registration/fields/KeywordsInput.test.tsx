import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KeywordsInput } from './KeywordsInput';

function Harness() {
  const [list, setList] = useState<string[]>([]);
  return (
    <>
      <KeywordsInput id="kw" label="Meta keywords" value={list} onChange={setList} />
      <output data-testid="value">{JSON.stringify(list)}</output>
    </>
  );
}

const value = () => JSON.parse(screen.getByTestId('value').textContent ?? '[]') as string[];
const input = () => screen.getByRole('textbox', { name: 'Meta keywords' });

describe('KeywordsInput', () => {
  it('adds a trimmed keyword on Enter and ignores blanks', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), '  fresh fruit  {Enter}');
    await user.type(input(), '   {Enter}');
    expect(value()).toEqual(['fresh fruit']);
    expect(input()).toHaveProperty('value', '');
  });

  it('adds a keyword when a comma is typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), 'grocery,');
    expect(value()).toEqual(['grocery']);
    expect(input()).toHaveProperty('value', '');
    await user.type(input(), 'dairy,');
    expect(value()).toEqual(['grocery', 'dairy']);
  });

  it('splits a pasted comma list, trimming and dropping blanks and repeats', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(input());
    await user.paste(' milk , bread,, eggs ,milk');
    expect(value()).toEqual(['milk', 'bread', 'eggs']);
  });

  it('removes a keyword from its chip', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), 'a,b,');
    await user.click(screen.getByTitle('Remove a'));
    expect(value()).toEqual(['b']);
  });
});
