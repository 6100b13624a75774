import TablePagination from '@mui/material/TablePagination';
import { useUiTexts } from './UiTexts';

/** The pager's props (a list component passes them through). */
export type PagerProps = Parameters<typeof Pager>[0];

/** Server-side pagination (pages from 1). */
export function Pager({
  total,
  totalCapped = false,
  page,
  limit,
  onPage,
  onLimit,
}: {
  total: number;
  /** More matches than `total` (the server stops counting at a cap): "of 1000+". */
  totalCapped?: boolean;
  page: number;
  limit: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}) {
  const texts = useUiTexts();
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.max(0, page - 1)}
      rowsPerPage={limit}
      rowsPerPageOptions={[10, 20, 50, 100]}
      onPageChange={(_event, next) => onPage(next + 1)}
      onRowsPerPageChange={(event) => onLimit(Number(event.target.value))}
      labelRowsPerPage={texts.rowsPerPage}
      labelDisplayedRows={({ from, to, count }) => texts.displayedRows({ from, to, count, capped: totalCapped })}
      getItemAriaLabel={(type) => texts.pageButton(type)}
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 0, sm: 2 } } }}
    />
  );
}
