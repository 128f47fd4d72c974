import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from './data-table';

interface Fruit {
  id: number;
  name: string;
  colour: string;
}

const COLUMNS: Column<Fruit>[] = [
  { header: 'Name', cell: (fruit) => fruit.name, className: 'font-semibold' },
  { header: 'Colour', cell: (fruit) => fruit.colour },
];

const WITH_ACTIONS: Column<Fruit>[] = [
  ...COLUMNS,
  { header: 'Actions', cell: (fruit) => <button type="button">Sell {fruit.name}</button> },
];

/** A window this wide: matchMedia answers min-width queries as a browser would. */
function viewportWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width >= Number(/min-width:\s*([\d.]+)rem/u.exec(query)?.[1] ?? 0) * 16,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('DataTable', () => {
  it('is a captioned table in a named, focusable scroll region, each row named by its first cell', () => {
    render(
      <DataTable
        label="Fruit table"
        caption="Fruit in stock"
        minWidthClass="min-w-[30rem]"
        columns={COLUMNS}
        rows={[
          { id: 1, name: 'Mango', colour: 'Yellow' },
          { id: 2, name: 'Calamansi', colour: 'Green' },
        ]}
        rowKey={(fruit) => fruit.id}
      />,
    );
    const region = screen.getByRole('region', { name: 'Fruit table' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'Fruit in stock' });
    expect(table).toHaveClass('min-w-[30rem]');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Name', 'Colour']);
    expect(headers[0]).toHaveAttribute('scope', 'col');
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders.map((header) => header.textContent)).toEqual(['Mango', 'Calamansi']);
    expect(rowHeaders[0]).toHaveAttribute('scope', 'row');
    expect(rowHeaders[0]).toHaveClass('font-semibold');
    const [, mango] = within(table).getAllByRole('row');
    expect(within(mango!).getByRole('cell', { name: 'Yellow' })).toBeInTheDocument();
  });

  it('scrolls below 44rem unless told otherwise', () => {
    render(
      <DataTable label="Empty table" caption="Nothing" columns={COLUMNS} rows={[]} rowKey={(fruit) => fruit.id} />,
    );
    expect(screen.getByRole('table', { name: 'Nothing' })).toHaveClass('min-w-[44rem]');
  });

  describe('below 768 px', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('becomes a list of cards: titled by the first cell, each fact labelled, the buttons in view', () => {
      viewportWidth(360);
      render(
        <DataTable
          label="Fruit table"
          caption="Fruit in stock"
          columns={WITH_ACTIONS}
          rows={[
            { id: 1, name: 'Mango', colour: 'Yellow' },
            { id: 2, name: 'Calamansi', colour: 'Green' },
          ]}
          rowKey={(fruit) => fruit.id}
          cardHeadingLevel={3}
        />,
      );
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      // No sideways scroll region: nothing is wider than the screen.
      expect(screen.queryByRole('region', { name: 'Fruit table' })).not.toBeInTheDocument();
      const list = screen.getByRole('list', { name: 'Fruit in stock' });
      const [mango, calamansi] = within(list).getAllByRole('listitem');
      expect(within(mango!).getByRole('heading', { level: 3, name: 'Mango' })).toBeInTheDocument();
      expect(within(mango!).getByRole('term')).toHaveTextContent('Colour');
      expect(within(mango!).getByRole('definition')).toHaveTextContent('Yellow');
      // The actions column is the buttons, without an "Actions" label.
      expect(within(mango!).queryByText('Actions')).not.toBeInTheDocument();
      expect(within(mango!).getByRole('button', { name: 'Sell Mango' })).toBeInTheDocument();
      expect(within(calamansi!).getByRole('button', { name: 'Sell Calamansi' })).toBeInTheDocument();
    });

    it('titles cards with bold text where the page has no heading level to spare', () => {
      viewportWidth(360);
      render(
        <DataTable
          label="Fruit table"
          caption="Fruit in stock"
          columns={COLUMNS}
          rows={[{ id: 1, name: 'Mango', colour: 'Yellow' }]}
          rowKey={(fruit) => fruit.id}
        />,
      );
      expect(screen.queryByRole('heading')).not.toBeInTheDocument();
      expect(screen.getByText('Mango').tagName).toBe('P');
    });

    it('takes a title of its own when the first column is not one, keeping that column as a fact', () => {
      viewportWidth(360);
      render(
        <DataTable
          label="Fruit table"
          caption="Fruit in stock"
          columns={[{ header: 'Number', cell: (fruit: Fruit) => fruit.id }, ...COLUMNS]}
          rows={[{ id: 7, name: 'Mango', colour: 'Yellow' }]}
          rowKey={(fruit) => fruit.id}
          cardTitle={(fruit) => fruit.name}
          cardHeadingLevel={2}
        />,
      );
      const [mango] = within(screen.getByRole('list', { name: 'Fruit in stock' })).getAllByRole('listitem');
      expect(within(mango!).getByRole('heading', { level: 2, name: 'Mango' })).toBeInTheDocument();
      expect(
        within(mango!)
          .getAllByRole('term')
          .map((term) => term.textContent),
      ).toEqual(['Number', 'Name', 'Colour']);
      expect(within(mango!).getAllByRole('definition')[0]).toHaveTextContent('7');
    });

    it('stays cards up to the width a many-column table asks for', () => {
      viewportWidth(1280);
      render(
        <DataTable
          label="Fruit table"
          caption="Fruit in stock"
          columns={COLUMNS}
          rows={[]}
          rowKey={(f) => f.id}
          wideQuery="(min-width: 96rem)"
        />,
      );
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.getByRole('list', { name: 'Fruit in stock' })).toBeInTheDocument();
    });

    it('stays a table from 768 px', () => {
      viewportWidth(768);
      render(
        <DataTable label="Fruit table" caption="Fruit in stock" columns={COLUMNS} rows={[]} rowKey={(f) => f.id} />,
      );
      expect(screen.getByRole('table', { name: 'Fruit in stock' })).toBeInTheDocument();
    });
  });
});
