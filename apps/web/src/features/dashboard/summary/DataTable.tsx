import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { visuallyHidden } from '../../../components/visuallyHidden';

/** A chart's figures as a table: the first column heads each row, the others are numbers (aligned to the end). */
export function DataTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}) {
  return (
    <Table size="small" stickyHeader>
      <caption style={visuallyHidden}>{caption}</caption>
      <TableHead>
        <TableRow>
          {columns.map((column, index) => (
            <TableCell key={column} align={index === 0 ? 'left' : 'right'}>
              {column}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(([head, ...cells], rowIndex) => (
          <TableRow key={rowIndex}>
            <TableCell component="th" scope="row">
              {head}
            </TableCell>
            {cells.map((cell, index) => (
              <TableCell key={index} align="right">
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
