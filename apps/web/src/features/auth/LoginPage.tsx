import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES, type LoginRequest } from '@dhub/contract';
import { FormError } from '../../components/FormError';
import { Logo } from '../../components/Logo';
import { OutlinedField } from '../../components/OutlinedField';
import { Spinner } from '../../components/Spinner';
import { translateMessage } from '../../i18n';
import { toast } from '../../lib/toast';
import { returnPathOf } from '../../session/returnPath';
import { sessionStore } from '../../session/session';

type Field = keyof LoginRequest;

// zod, the contract's login schema and the call come in their own chunk: fetched as soon as the visitor
// focuses the form, awaited on submit. (The form is plain React state rather than
// react-hook-form: two fields do not need it, and it keeps the first page under its budget.)
const loadLogin = () => import('./loginModule');

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<LoginRequest>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const field = event.target.name as Field;
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setFailure(null);
    setSubmitting(true);
    try {
      const { loginRequestSchema, login } = await loadLogin();
      const parsed = loginRequestSchema.safeParse(values);
      if (!parsed.success) {
        const next: Partial<Record<Field, string>> = {};
        for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
        setErrors(next);
        const first = (['email', 'password'] as const).find((field) => next[field]);
        if (first) inputs.current[first]?.focus();
        return;
      }
      const outcome = await login(parsed.data);
      const from = returnPathOf(location.state);
      if ('twoStep' in outcome) {
        // Two-step sign-in: the code's page (the password feature's) finishes it; sentAt on this device's clock.
        const signIn = { email: parsed.data.email, ...outcome.twoStep, sentAt: Date.now() };
        navigate(ROUTES.twoSteps, { state: { from, signIn } });
        return;
      }
      // Signed in, the guest guard around this page sends the visitor on (where it was going, else '/'):
      // navigating here too made two navigations race (/dashboard, then '/' and /dashboard again).
      sessionStore.signIn(outcome.session);
      toast.success(outcome.message);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', px: 2, py: { xs: 2, sm: 4 } }}>
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'center', mb: 3, textAlign: 'center' }}>
            <Logo />
            <Typography variant="h5" component="h1">
              {t('auth.title')}
            </Typography>
            <Typography color="text.secondary">{t('auth.subtitle')}</Typography>
          </Box>
          <Box
            component="form"
            noValidate
            onSubmit={onSubmit}
            onFocus={() => void loadLogin()}
            sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
          >
            {failure && <FormError>{failure}</FormError>}
            <OutlinedField
              ref={(element) => {
                inputs.current.email = element;
              }}
              id="login-email"
              name="email"
              label={t('auth.email')}
              type="email"
              value={values.email}
              onChange={onChange}
              autoComplete="username"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              required
              error={Boolean(errors.email)}
              helperText={translateMessage(errors.email)}
            />
            <OutlinedField
              ref={(element) => {
                inputs.current.password = element;
              }}
              id="login-password"
              name="password"
              label={t('auth.password')}
              type={showPassword ? 'text' : 'password'}
              value={values.password}
              onChange={onChange}
              autoComplete="current-password"
              required
              error={Boolean(errors.password)}
              helperText={translateMessage(errors.password)}
              endAdornment={
                <IconButton
                  aria-label={showPassword ? t('common.hidePassword') : t('common.showPassword')}
                  aria-pressed={showPassword}
                  onClick={() => setShowPassword((value) => !value)}
                  onMouseDown={(event) => event.preventDefault()}
                  edge="end"
                >
                  {showPassword ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              }
            />
            <Typography
              component={RouterLink}
              to={ROUTES.forgotPassword}
              state={{ email: values.email }}
              variant="body2"
              sx={{
                alignSelf: 'flex-end',
                mt: -1,
                color: 'primary.main',
                fontWeight: 600,
                textDecoration: 'underline',
                textUnderlineOffset: 3,
              }}
            >
              {t('auth.forgotPassword')}
            </Typography>
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={submitting}
              startIcon={submitting ? <Spinner size={18} aria-hidden sx={{ color: 'inherit' }} /> : undefined}
            >
              {submitting ? t('auth.signingIn') : t('auth.signIn')}
            </Button>
          </Box>
          <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
            {t('auth.newHere')}{' '}
            <Typography
              component={RouterLink}
              to={ROUTES.registration}
              variant="body2"
              sx={{ color: 'primary.main', fontWeight: 600, textDecoration: 'underline', textUnderlineOffset: 3 }}
            >
              {t('auth.registerStore')}
            </Typography>
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
