import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  REGISTRATION_STEPS,
  stepOfField,
  toValidationValues,
  validateRegistrationStep,
  type RegistrationFormValues,
  type RegistrationStep,
} from '@dhub/contract';
import { useRegistrationFiles } from './filesContext';
import { visuallyHidden } from '../../components/visuallyHidden';

interface Props {
  step: RegistrationStep;
  completed: boolean;
  /** Steps a failed Next or the server's answer flagged. */
  flagged: ReadonlySet<number>;
}

/**
 * The five steps (spec §2). A flagged step stays red while it still has an error: one shown
 * beside a field (also the server's own checks, until that field is edited) or one the step's
 * check finds now; so the mark clears as soon as its fields are fixed, without pressing Next.
 * Its own component, so that watching every value re-renders only the stepper.
 */
export function RegistrationStepper({ step, completed, flagged }: Props) {
  const { t } = useTranslation();
  const { control } = useFormContext<RegistrationFormValues>();
  const values = useWatch({ control }) as RegistrationFormValues;
  const { errors } = useFormState({ control });
  const { files, errors: fileErrors } = useRegistrationFiles();

  const shown = new Set([...Object.keys(errors), ...Object.keys(fileErrors)].map(stepOfField));
  const hasError = (index: number) =>
    flagged.has(index) &&
    (shown.has(index as RegistrationStep) || !validateRegistrationStep(index as RegistrationStep, toValidationValues(values), files).ok);

  return (
    <Stepper
      activeStep={completed ? REGISTRATION_STEPS.length : step}
      alternativeLabel
      sx={{ mb: 4, '& .MuiStepLabel-label': { fontSize: { xs: 12, sm: 14 } } }}
    >
      {REGISTRATION_STEPS.map((key, index) => {
        const error = !completed && hasError(index);
        return (
          <Step key={key} completed={completed || (index < step && !error)}>
            <StepLabel error={error} data-error={error || undefined}>
              {t(`registration.steps.${key}`)}
              {error && <span style={visuallyHidden}>{` (${t('registration.stepHasErrors')})`}</span>}
            </StepLabel>
          </Step>
        );
      })}
    </Stepper>
  );
}
