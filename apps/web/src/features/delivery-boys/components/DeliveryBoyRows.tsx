import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DeliveryBoy } from '@dhub/contract';
import { DELIVERY_BOYS_NS } from '../i18n';
import { editPath, viewPath } from '../paths';
import { AvailabilityChip, StatusChip } from './DeliveryBoyChips';

/** "Motorbike · KA01AB1234". */
function useVehicle() {
  const { t } = useTranslation(DELIVERY_BOYS_NS);
  return (boy: DeliveryBoy) => [t(`vehicles.${boy.vehicleType}`), boy.vehicleNumber].filter(Boolean).join(' · ');
}

/** The delivery boys on a desktop: a row each, the name opening its page. */
export function DeliveryBoyTable({ boys }: { boys: DeliveryBoy[] }) {
  const { t } = useTranslation(DELIVERY_BOYS_NS);
  const vehicle = useVehicle();
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.name')}</TableCell>
            <TableCell>{t('columns.phone')}</TableCell>
            <TableCell>{t('columns.vehicle')}</TableCell>
            <TableCell>{t('columns.zone')}</TableCell>
            <TableCell>{t('columns.availability')}</TableCell>
            <TableCell align="right">{t('columns.orders')}</TableCell>
            <TableCell>{t('columns.status')}</TableCell>
            <TableCell align="right">{t('columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {boys.map((boy) => (
            <TableRow key={boy._id} hover>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                <Link component={RouterLink} to={viewPath(boy._id)} underline="hover">
                  {boy.name}
                </Link>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <span dir="ltr">{boy.phone}</span>
              </TableCell>
              <TableCell>{vehicle(boy)}</TableCell>
              <TableCell>{boy.zone?.name ?? '—'}</TableCell>
              <TableCell>
                <AvailabilityChip availability={boy.availability} />
              </TableCell>
              <TableCell align="right">{boy.activeOrderCount}</TableCell>
              <TableCell>
                <StatusChip status={boy.status} />
              </TableCell>
              <TableCell align="right">
                <IconButton
                  component={RouterLink}
                  to={editPath(boy._id)}
                  size="small"
                  aria-label={t('editOne', { name: boy.name })}
                  title={t('editOne', { name: boy.name })}
                >
                  <EditOutlined fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The delivery boys on a phone: a card each, opening its page. */
export function DeliveryBoyCards({ boys }: { boys: DeliveryBoy[] }) {
  const { t } = useTranslation(DELIVERY_BOYS_NS);
  const vehicle = useVehicle();
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {boys.map((boy) => (
        <Box component="li" key={boy._id}>
          <Card variant="outlined">
            <CardActionArea component={RouterLink} to={viewPath(boy._id)} aria-label={t('open', { name: boy.name })}>
              <CardContent>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                  <Typography component="h2" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                    {boy.name}
                  </Typography>
                  <AvailabilityChip availability={boy.availability} />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  <span dir="ltr">{boy.phone}</span>
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {[vehicle(boy), boy.zone?.name].filter(Boolean).join(' · ')}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
                  {boy.status === 'inactive' && <StatusChip status={boy.status} />}
                  {boy.activeOrderCount > 0 && <Typography variant="body2">{t('ordersNow', { count: boy.activeOrderCount })}</Typography>}
                </Stack>
              </CardContent>
            </CardActionArea>
          </Card>
        </Box>
      ))}
    </Stack>
  );
}
