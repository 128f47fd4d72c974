import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
