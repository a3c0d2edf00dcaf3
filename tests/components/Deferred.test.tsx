import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Deferred } from '../../src/components/Deferred';

describe('Deferred', () => {
  it('shows the fallback in the render it mounts in, then its children in a following render', async () => {
    const seen: string[] = [];
    const Part = ({ name }: { name: string }) => {
      seen.push(name);
      return <p>{name}</p>;
    };
    render(
      <Deferred fallback={<Part name="spinner" />}>
        <Part name="cards" />
      </Deferred>,
    );
    expect(await screen.findByText('cards')).toBeInTheDocument();
    expect(screen.queryByText('spinner')).not.toBeInTheDocument();
    expect(seen).toEqual(['spinner', 'cards']);
  });

  it('with skip, renders its children in the render it mounts in (issue 17)', () => {
    const seen: string[] = [];
    const Part = ({ name }: { name: string }) => {
      seen.push(name);
      return <p>{name}</p>;
    };
    render(
      <Deferred fallback={<Part name="spinner" />} skip>
        <Part name="cards" />
      </Deferred>,
    );
    expect(seen).toEqual(['cards']);
  });
});
