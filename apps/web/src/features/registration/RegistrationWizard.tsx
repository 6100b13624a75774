import { useRef, useState, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
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
import { WizardDraftsContext } from './draftsContext';
import { RegistrationFilesContext } from './filesContext';
import { revokePreview } from './filePreview';
import { RegistrationStepper } from './RegistrationStepper';
import { ReviewPanel } from './ReviewPanel';
import { BankDetailsStep } from './steps/BankDetailsStep';
import { BasicDetailsStep } from './steps/BasicDetailsStep';
import { BusinessDetailsStep } from './steps/BusinessDetailsStep';
import { KycStep } from './steps/KycStep';
import { MetaDataStep } from './steps/MetaDataStep';
import { useRegistrationFiles, useWizardDrafts } from './useWizardState';
import { WizardCompleted } from './WizardCompleted';

const STEP_COMPONENTS: readonly ComponentType[] = [BasicDetailsStep, BusinessDetailsStep, KycStep, BankDetailsStep, MetaDataStep];
const LAST_STEP = (REGISTRATION_STEPS.length - 1) as RegistrationStep;
const ALL_STEPS = REGISTRATION_STEPS.map((_, index) => index as RegistrationStep);

const fieldsOfStep = (step: RegistrationStep, fields: Iterable<string>) => [...fields].filter((field) => stepOfField(field) === step);

/**
 * The five-step store registration (spec §2–§5): one react-hook-form form for all steps,
 * files kept by field name. Next adds what was typed into the pincode box, then checks the
 * current step with the contract's validateRegistrationStep; the last step shows a review of
 * every step (each with Edit), checks them all again and submits the multipart body with upload
 * progress. A step's red mark in the stepper clears as soon as its fields are fixed.
 */
export function RegistrationWizard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const methods = useForm<RegistrationFormValues>({ defaultValues: emptyRegistrationForm() });
  const [step, setStep] = useState<RegistrationStep>(0);
  const { files, setFilesState, fileErrors, setFileErrors, setFileError, filesValue } = useRegistrationFiles();
  const [errorSteps, setErrorSteps] = useState<ReadonlySet<number>>(new Set());
  /** Set by a review's Edit: the step then offers 'Back to review'. */
  const [fromReview, setFromReview] = useState(false);
  const { drafts, draftsValue } = useWizardDrafts();
  const [completed, setCompleted] = useState(false);
  const [progress, setProgress] = useState(0);
  const topRef = useRef<HTMLDivElement>(null);
  const mutation = useMutation({ mutationFn: (form: FormData) => registerStore(form, setProgress) });

  const scrollToTop = () => topRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });

  /**
   * Shows field errors inline (text fields through the form, files beside their input), replacing
   * the errors of `steps` (all steps when not given); other steps keep theirs.
   */
  const showFieldErrors = (fieldErrors: Record<string, string>, steps?: readonly RegistrationStep[]) => {
    const inScope = (field: string) => !steps || steps.includes(stepOfField(field)!);
    const staleText = Object.keys(methods.formState.errors).filter(inScope) as Path<RegistrationFormValues>[];
    if (!steps) methods.clearErrors();
    else if (staleText.length > 0) methods.clearErrors(staleText);
    const nextFileErrors: Record<string, string> = steps
      ? Object.fromEntries(Object.entries(fileErrors).filter(([field]) => !inScope(field)))
      : {};
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

  /** After a step passed its check: its errors and its mark go; other steps keep theirs (e.g. the server's). */
  const clearStepErrors = (passed: RegistrationStep) => {
    const textFields = fieldsOfStep(passed, Object.keys(methods.formState.errors)) as Path<RegistrationFormValues>[];
    if (textFields.length > 0) methods.clearErrors(textFields);
    for (const field of fieldsOfStep(passed, Object.keys(fileErrors))) setFileError(field, null);
    setErrorSteps((current) => {
      if (!current.has(passed)) return current;
      const rest = new Set(current);
      rest.delete(passed);
      return rest;
    });
  };

  /** Adds what was typed but not added yet (a pincode) on this step; the errors that kept some out. */
  const flushDrafts = (current: RegistrationStep): Record<string, string> => {
    const errors: Record<string, string> = {};
    for (const [field, flush] of drafts.current) {
      if (stepOfField(field) !== current) continue;
      const error = flush();
      if (error) errors[field] = error;
    }
    return errors;
  };

  /** Shows a failed check: field errors, the red marks, the first failing step, its first field focused. */
  const showCheckFailure = (failing: RegistrationStep[], fieldErrors: Record<string, string>, message: string) => {
    const first = showFieldErrors(fieldErrors, failing);
    setErrorSteps((current) => new Set([...current, ...failing]));
    const target = Math.min(...failing) as RegistrationStep;
    toast.error(message);
    if (target !== step) {
      setStep(target);
      scrollToTop();
    } else if (first) methods.setFocus(first);
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
        setFromReview(false);
        if (steps.length > 0) setStep(Math.min(...steps) as RegistrationStep);
        // The server checks every step at once: its "in this step" text (an older server) would mislead here.
        toast.error(errorText(error.code === 'fillRequiredFields' ? null : error, 'requiredFieldsMissing'));
        return;
      }
      toast.error(errorText(error, 'storeAddFailed'));
    }
  };

  /** Checks the current step (pending pincode first); false when it has errors, now shown. */
  const checkStep = (): boolean => {
    const draftErrors = flushDrafts(step);
    const result = validateRegistrationStep(step, toValidationValues(methods.getValues()), files);
    const fieldErrors = { ...result.fieldErrors, ...draftErrors };
    if (result.ok && Object.keys(draftErrors).length === 0) {
      clearStepErrors(step);
      return true;
    }
    showCheckFailure([step], fieldErrors, result.message ?? Object.values(draftErrors)[0] ?? MESSAGES.fillRequiredFields);
    return false;
  };

  /** Before submitting, every step again (one may have changed after its Next, e.g. from the review). */
  const checkAllSteps = (): boolean => {
    const values = toValidationValues(methods.getValues());
    const results = ALL_STEPS.map((index) => validateRegistrationStep(index, values, files));
    const failing = ALL_STEPS.filter((index) => !results[index]!.ok);
    if (failing.length === 0) return true;
    const fieldErrors = Object.assign({}, ...failing.map((index) => results[index]!.fieldErrors)) as Record<string, string>;
    const message = failing.length === 1 ? results[failing[0]!]!.message! : MESSAGES.requiredFieldsMissing;
    showCheckFailure(failing, fieldErrors, message);
    return false;
  };

  const goTo = (target: RegistrationStep) => {
    setStep(target);
    scrollToTop();
  };

  const next = async () => {
    if (mutation.isPending) return;
    if (!checkStep()) return;
    if (step < LAST_STEP) {
      goTo((step + 1) as RegistrationStep);
    } else if (checkAllSteps()) {
      await submit();
    }
  };

  const back = () => {
    if (step === 0) return;
    goTo((step - 1) as RegistrationStep);
  };

  const editFromReview = (target: RegistrationStep) => {
    setFromReview(target !== LAST_STEP);
    goTo(target);
  };

  const backToReview = () => {
    if (!checkStep()) return;
    setFromReview(false);
    goTo(LAST_STEP);
  };

  const addAnother = () => {
    for (const list of Object.values(files)) list.forEach(revokePreview);
    methods.reset(emptyRegistrationForm());
    setFilesState({});
    clearAllErrors();
    setFromReview(false);
    setProgress(0);
    mutation.reset();
    setCompleted(false);
    setStep(0);
    scrollToTop();
  };

  const CurrentStep = STEP_COMPONENTS[step]!;
  const submitting = mutation.isPending;

  return (
    <FormProvider {...methods}>
      <RegistrationFilesContext.Provider value={filesValue}>
        <WizardDraftsContext.Provider value={draftsValue}>
          <Box ref={topRef} sx={{ scrollMarginTop: 80 }}>
            <RegistrationStepper step={step} completed={completed} flagged={errorSteps} />
            {completed ? (
              <WizardCompleted onGoToStores={() => navigate(ROUTES.stores)} onAddAnother={addAnother} />
            ) : (
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
                {step === LAST_STEP && <ReviewPanel onEdit={editFromReview} />}
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
                <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mt: 4 }}>
                  <Button variant="outlined" onClick={back} disabled={step === 0 || submitting}>
                    {t('common.back')}
                  </Button>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, marginInlineStart: 'auto' }}>
                    {fromReview && step !== LAST_STEP && (
                      <Button variant="outlined" onClick={backToReview}>
                        {t('registration.review.backToReview')}
                      </Button>
                    )}
                    <Button type="submit" variant="contained" disabled={submitting}>
                      {step === LAST_STEP ? (submitting ? t('registration.submitting') : t('registration.submit')) : t('common.next')}
                    </Button>
                  </Box>
                </Box>
              </Box>
            )}
          </Box>
        </WizardDraftsContext.Provider>
      </RegistrationFilesContext.Provider>
    </FormProvider>
  );
}
