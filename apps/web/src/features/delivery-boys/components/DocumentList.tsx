import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import { useTranslation } from 'react-i18next';
import { DELIVERY_BOY_DOCUMENT_KINDS, type DeliveryBoyDetail } from '@dhub/contract';
import { useDate } from '../../../hooks/useDate';
import { errorText } from '../../../i18n/errorText';
import { toast } from '../../../lib/toast';
import { openDocument } from '../api';
import { DELIVERY_BOYS_NS } from '../i18n';

const sizeText = (bytes: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'unit', unit: bytes >= 1024 * 1024 ? 'megabyte' : 'kilobyte', maximumFractionDigits: 1 }).format(
    bytes >= 1024 * 1024 ? bytes / (1024 * 1024) : Math.max(bytes / 1024, 0.1),
  );

/** The licence and identity copies, each opened (fetched with the session: they are private) in a new tab. */
export function DocumentList({ boy }: { boy: DeliveryBoyDetail }) {
  const { t, i18n } = useTranslation(DELIVERY_BOYS_NS);
  const date = useDate();
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {DELIVERY_BOY_DOCUMENT_KINDS.map((kind) => {
        const document = boy.documents.find((candidate) => candidate.kind === kind);
        const label = t(`details.documentKinds.${kind}`);
        return (
          <Stack
            component="li"
            key={kind}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <div>
              <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                {document
                  ? t('details.uploaded', {
                      name: document.fileName,
                      size: sizeText(document.sizeBytes, i18n.language),
                      date: date(document.uploadedAt),
                    })
                  : t('details.notUploaded')}
              </Typography>
            </div>
            {document && (
              <Button
                variant="outlined"
                size="small"
                startIcon={<OpenInNewOutlined />}
                aria-label={t('details.openDocument', { document: label.toLowerCase() })}
                onClick={() => void openDocument(boy._id, kind).catch((failure: unknown) => toast.error(errorText(failure, 'serverError')))}
                sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
              >
                {t('details.openDocument', { document: label.toLowerCase() })}
              </Button>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
