/** A column header that sorts the table (spec §2: a click sorts, the next click reverses). */
import type { Column, Sort } from '../../lib/odds-details/table';

interface Props {
  /** The column the header stands for on screen (draw and line share the middle one). */
  id: string;
  column: Column;
  label: string;
  sort: Sort | null;
  onSort: (column: Column) => void;
}

export function SortHeader({ id, column, label, sort, onSort }: Props) {
  const active = sort?.column === column;
  const direction = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <th scope="col" data-col={id} aria-sort={direction}>
      <button type="button" className="odds-table__sort" onClick={() => onSort(column)}>
        {label}
        <i aria-hidden="true" className="odds-table__sort-mark">
          {active ? (sort.direction === 'asc' ? '↑' : '↓') : '↕'}
        </i>
      </button>
    </th>
  );
}
