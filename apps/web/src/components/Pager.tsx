import { useId } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import { PAGE_LIMITS } from '@dhub/contract';
import { useUiTexts } from './UiTexts';
import { mirroredInRtl } from '../theme/buildTheme';

/** The pager's props (a list component passes them through). */
export type PagerProps = Parameters<typeof Pager>[0];

/**
 * Server-side pagination (pages from 1): rows per page, "1–20 of 45", previous and next. Not MUI's
 * TablePagination: its buttons' Tooltips (with Popper) and its Select's menu were ~17 KB gzip of
 * every list page's first load on a phone (issue 10); the rows per page are a native select, as
 * the lists' filters are (underlined: the underline is its focus mark).
 */
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
  const limitId = useId();
  const choices: readonly number[] = PAGE_LIMITS.choices;
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  return (
    <Stack
      direction="row"
      sx={{
        alignItems: 'center',
        justifyContent: 'flex-end',
        flexWrap: 'wrap',
        columnGap: { xs: 1, sm: 2 },
        rowGap: 0.5,
        minHeight: 52,
        px: { xs: 0, sm: 2 },
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography component="label" htmlFor={limitId} variant="body2">
          {texts.rowsPerPage}
        </Typography>
        <TextField
          select
          id={limitId}
          variant="standard"
          size="small"
          value={limit}
          onChange={(event) => onLimit(Number(event.target.value))}
          slotProps={{ select: { native: true }, input: { sx: { typography: 'body2' } } }}
        >
          {(choices.includes(limit) ? choices : [...choices, limit].sort((a, b) => a - b)).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </TextField>
      </Stack>
      <Typography variant="body2">{texts.displayedRows({ from, to, count: total, capped: totalCapped })}</Typography>
      <Stack direction="row">
        <IconButton
          aria-label={texts.pageButton('previous')}
          title={texts.pageButton('previous')}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          <KeyboardArrowLeft sx={mirroredInRtl} />
        </IconButton>
        <IconButton
          aria-label={texts.pageButton('next')}
          title={texts.pageButton('next')}
          disabled={to >= total}
          onClick={() => onPage(page + 1)}
        >
          <KeyboardArrowRight sx={mirroredInRtl} />
        </IconButton>
      </Stack>
    </Stack>
  );
}
