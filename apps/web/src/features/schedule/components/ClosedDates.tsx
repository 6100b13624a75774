import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import type { Closure } from '@dhub/contract';
import { useDate } from '../../../hooks/useDate';
import { errorText } from '../../../i18n/errorText';
import { toast } from '../../../lib/toast';
import { useRemoveClosure } from '../api';
import { dayValue } from '../../../lib/calendarDate';
import { SCHEDULE_NS } from '../i18n';
import { ClosureForm } from './ClosureForm';
import { SectionCard } from './SectionCard';

/** The closed dates to come, each with a button opening it again, and the form closing another. */
export function ClosedDates({ storeId, closures }: { storeId: string; closures: readonly Closure[] }) {
  const { t } = useTranslation(SCHEDULE_NS);
  const formatDate = useDate();
  const remove = useRemoveClosure();
  const open = (closure: Closure) =>
    remove.mutate(
      { params: { id: closure._id } },
      { onSuccess: ({ message }) => toast.success(message), onError: (failure) => toast.error(errorText(failure, 'serverError')) },
    );
  return (
    <SectionCard title={t('closures.heading')} hint={t('closures.hint')}>
      {closures.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('closures.none')}
        </Typography>
      ) : (
        <List disablePadding>
          {closures.map((closure) => {
            const date = formatDate(dayValue(closure.date));
            return (
              <ListItem
                key={closure._id}
                divider
                disableGutters
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t('closures.remove', { date })}
                    disabled={remove.isPending && remove.variables?.params.id === closure._id}
                    onClick={() => open(closure)}
                  >
                    <DeleteOutlined />
                  </IconButton>
                }
              >
                <ListItemText primary={date} secondary={closure.reason || t('closures.noReason')} />
              </ListItem>
            );
          })}
        </List>
      )}
      <ClosureForm storeId={storeId} />
    </SectionCard>
  );
}
