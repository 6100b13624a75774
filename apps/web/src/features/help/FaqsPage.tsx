import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { GENERAL_FAQS, type Faq, PAGE_LIMITS } from '@dhub/contract';
import { useTranslatedUiTexts } from '../../i18n/ui';
import { usePageLanguage } from '../../i18n/usePageLanguage';
import { EmptyState } from '../../components/EmptyState';
import { FilterBar } from '../../components/FilterBar';
import { ListStates } from '../../components/ListStates';
import { PageHeader } from '../../components/PageHeader';
import { PageSkeleton } from '../../components/PageSkeleton';
import { Pager } from '../../components/Pager';
import { SearchField } from '../../components/SearchField';
import { UiTextsProvider } from '../../components/UiTexts';
import { useDebounced } from '../../hooks/useDebounced';
import { useFaqs, useFaqServices } from './api';
import { HelpText } from './components/HelpText';
import { HELP_NS, useHelpStrings } from './i18n';

/** /faqs: the marketplace's questions and answers, by service, searchable, in the page's language. */
export default function FaqsPage() {
  const ready = useHelpStrings();
  const texts = useTranslatedUiTexts();
  return <UiTextsProvider texts={texts}>{ready ? <FaqList /> : <PageSkeleton />}</UiTextsProvider>;
}

function FaqList() {
  const { t } = useTranslation(HELP_NS);
  const lang = usePageLanguage();
  const [search, setSearch] = useState('');
  const [serviceId, setServiceId] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PAGE_LIMITS.default);
  const q = useDebounced(search.trim()) || undefined;
  const groups = useFaqServices({ q, lang }).data;
  const list = useFaqs({ q, lang, serviceId: serviceId || undefined, page, limit });
  const choose = (next: string) => (setServiceId(next), setPage(1));
  const chips = [
    { id: '', label: t('faqs.all'), count: groups?.total },
    ...(groups?.groups ?? []).map((group) => ({
      id: group.serviceId ?? GENERAL_FAQS,
      label: group.serviceName ?? t('faqs.general'),
      count: group.count,
    })),
  ];

  return (
    <Box>
      <PageHeader title={t('faqs.title')} subtitle={t('faqs.subtitle')} />
      <FilterBar>
        <SearchField label={t('faqs.search')} value={search} onChange={(value) => (setSearch(value), setPage(1))} />
      </FilterBar>
      <Stack component="nav" aria-label={t('faqs.services')} direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mb: 2 }}>
        {chips.map((chip) => (
          <Chip
            key={chip.id || 'all'}
            label={chip.count === undefined ? chip.label : `${chip.label} (${chip.count})`}
            color={serviceId === chip.id ? 'primary' : 'default'}
            variant={serviceId === chip.id ? 'filled' : 'outlined'}
            aria-pressed={serviceId === chip.id}
            onClick={() => choose(chip.id)}
          />
        ))}
      </Stack>
      <ListStates
        query={list}
        filtered={Boolean(q || serviceId)}
        noMatch={
          <EmptyState title={t('faqs.noMatch')} action={<Button onClick={() => (setSearch(''), choose(''))}>{t('faqs.clear')}</Button>} />
        }
        empty={<EmptyState title={t('faqs.empty')} />}
      >
        {(data) => (
          <>
            <Box>
              {data.items.map((faq) => (
                <FaqItem key={faq._id} faq={faq} showService={!serviceId} />
              ))}
            </Box>
            <Paper variant="outlined" sx={{ mt: 1.5 }}>
              <Pager total={data.total} page={page} limit={limit} onPage={setPage} onLimit={(next) => (setLimit(next), setPage(1))} />
            </Paper>
          </>
        )}
      </ListStates>
    </Box>
  );
}

/** One question: opens on its answer. */
function FaqItem({ faq, showService }: { faq: Faq; showService: boolean }) {
  const { t } = useTranslation(HELP_NS);
  return (
    // The question is the section's heading (h2 under the page's h1), its button inside it.
    <Accordion disableGutters variant="outlined" slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Box lang={faq.language}>
          <Typography component="span" variant="subtitle1" sx={{ display: 'block', fontWeight: 600 }}>
            {faq.question}
          </Typography>
          {showService && (
            <Typography variant="caption" component="span" color="text.secondary">
              {faq.serviceName ?? t('faqs.general')}
            </Typography>
          )}
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <HelpText text={faq.answer} language={faq.language} />
      </AccordionDetails>
    </Accordion>
  );
}
