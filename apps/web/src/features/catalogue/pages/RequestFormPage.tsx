import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isEditableRequest } from '@dhub/contract';
import { LoadGate } from '../../../components/LoadGate';
import { PageHeader } from '../../../components/PageHeader';
import { useRequest } from '../api/requests';
import { usePagePath, useScope } from '../scope';
import { RequestForm } from '../components/RequestForm';
import { VerticalSelector } from '../components/VerticalSelector';

/** `edit-*-request-*` (?id=, only while pending) and, without id, "Request a product" (/product-request too). */
export default function RequestFormPage() {
  const { t } = useTranslation('catalogue');
  const scope = useScope();
  const path = usePagePath();
  const id = useSearchParams()[0].get('id');
  const request = useRequest(scope, id);
  const title = id ? t('titles.editRequest') : t('titles.newRequest', { vertical: t(`verticals.${scope.vertical}`) });
  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader
        title={title}
        actions={
          <Button component={RouterLink} to={path('requests')}>
            {t('common.back')}
          </Button>
        }
      />
      {!id && <VerticalSelector />}
      {!id ? (
        <RequestForm />
      ) : (
        <LoadGate id={id} query={request}>
          {(data) =>
            isEditableRequest(data.status) ? (
              <Stack spacing={2}>
                {data.status === 'rejected' && (
                  <Alert severity="warning">{t('requests.rejectedEditHint', { reason: data.reason ?? '' })}</Alert>
                )}
                <RequestForm key={data._id} request={data} />
              </Stack>
            ) : (
              <Alert
                severity="warning"
                action={
                  <Button color="inherit" size="small" component={RouterLink} to={path('viewRequest', { id: data._id })}>
                    {t('common.view')}
                  </Button>
                }
              >
                {t('requests.notPending')}
              </Alert>
            )
          }
        </LoadGate>
      )}
    </Box>
  );
}
