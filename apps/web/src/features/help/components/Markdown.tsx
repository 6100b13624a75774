import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ReactMarkdown, { type Components } from 'react-markdown';

/** Headings inside a text sit below the page's and the section's own (h1, h2). */
const heading =
  (component: 'h3' | 'h4') =>
  ({ children }: { children?: ReactNode }) => (
    <Typography component={component} variant={component === 'h3' ? 'subtitle1' : 'subtitle2'} sx={{ fontWeight: 600, mt: 2, mb: 0.5 }}>
      {children}
    </Typography>
  );

const components: Components = {
  h1: heading('h3'),
  h2: heading('h3'),
  h3: heading('h4'),
  h4: heading('h4'),
  h5: heading('h4'),
  h6: heading('h4'),
  a: ({ href, children }) => (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  ),
};

/**
 * A help text written in Markdown, rendered as React elements: raw HTML in it is dropped (never
 * rendered) and unsafe link protocols (javascript:) are removed by react-markdown's URL check.
 */
export default function Markdown({ children }: { children: string }) {
  return (
    <Box
      sx={{
        typography: 'body2',
        overflowWrap: 'anywhere',
        '& > :first-of-type': { mt: 0 },
        '& > :last-child': { mb: 0 },
        '& p': { my: 1 },
        '& ul, & ol': { my: 1, paddingInlineStart: 3 },
        '& li': { my: 0.5 },
        '& code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
      }}
    >
      <ReactMarkdown skipHtml components={components}>
        {children}
      </ReactMarkdown>
    </Box>
  );
}
