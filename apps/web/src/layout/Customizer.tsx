import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { LANGUAGES, THEME_NAMES, type DisplaySettings } from '@dhub/contract';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../settings/context';
import { THEME_PALETTES } from '../theme/palettes';

type ChoiceKey = 'colorMode' | 'direction' | 'layout' | 'boxed' | 'sidebarCollapse' | 'language';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ py: 1.5 }}>
      <Typography id={id} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Display settings drawer (its own chunk, loaded on first open). */
export default function Customizer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { settings, update, reset } = useSettings();

  const choice = <K extends ChoiceKey>(key: K, options: readonly { value: DisplaySettings[K]; label: string }[]) => (
    <ToggleButtonGroup
      exclusive
      fullWidth
      size="small"
      color="primary"
      aria-label={t(`customizer.${key}`)}
      value={settings[key]}
      onChange={(_event, value: DisplaySettings[K] | null) => {
        if (value !== null) update({ [key]: value } as Partial<DisplaySettings>);
      }}
    >
      {options.map((option) => (
        <ToggleButton key={String(option.value)} value={option.value as string}>
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );

  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 340 } } } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2.5, height: 60 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('customizer.title')}
        </Typography>
        <IconButton aria-label={t('common.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ px: 2.5, pb: 3, overflowY: 'auto' }}>
        <Section id="customizer-theme" title={t('customizer.theme')}>
          <Box role="radiogroup" aria-labelledby="customizer-theme" sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
            {THEME_NAMES.map((name) => {
              const selected = settings.theme === name;
              const colors = THEME_PALETTES[name][settings.colorMode];
              return (
                <Button
                  key={name}
                  role="radio"
                  aria-checked={selected}
                  variant="outlined"
                  color={selected ? 'primary' : 'inherit'}
                  onClick={() => update({ theme: name })}
                  sx={{ flexDirection: 'column', gap: 0.5, py: 1, borderWidth: selected ? 2 : 1 }}
                >
                  <Box
                    aria-hidden
                    sx={{
                      width: 32,
                      height: 32,
                      borderRadius: '50%',
                      display: 'grid',
                      placeItems: 'center',
                      color: '#fff',
                      background: `linear-gradient(135deg, ${colors.primary} 50%, ${colors.secondary} 50%)`,
                    }}
                  >
                    {selected && <CheckIcon fontSize="small" />}
                  </Box>
                  <Typography variant="caption">{t(`customizer.themes.${name}`)}</Typography>
                </Button>
              );
            })}
          </Box>
        </Section>
        <Section id="customizer-mode" title={t('customizer.colorMode')}>
          {choice('colorMode', [
            { value: 'light', label: t('customizer.light') },
            { value: 'dark', label: t('customizer.dark') },
          ])}
        </Section>
        <Section id="customizer-direction" title={t('customizer.direction')}>
          {choice('direction', [
            { value: 'ltr', label: t('customizer.ltr') },
            { value: 'rtl', label: t('customizer.rtl') },
          ])}
        </Section>
        <Section id="customizer-layout" title={t('customizer.layout')}>
          {choice('layout', [
            { value: 'vertical', label: t('customizer.vertical') },
            { value: 'horizontal', label: t('customizer.horizontal') },
          ])}
        </Section>
        <Section id="customizer-container" title={t('customizer.boxed')}>
          {choice('boxed', [
            { value: 'boxed', label: t('customizer.boxedOption') },
            { value: 'full', label: t('customizer.fullOption') },
          ])}
        </Section>
        <Section id="customizer-sidebar" title={t('customizer.sidebarCollapse')}>
          {choice('sidebarCollapse', [
            { value: 'full-sidebar', label: t('customizer.fullSidebar') },
            { value: 'mini-sidebar', label: t('customizer.miniSidebar') },
          ])}
        </Section>
        <Section id="customizer-card" title={t('customizer.card')}>
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            color="primary"
            aria-label={t('customizer.card')}
            value={settings.cardShadow ? 'shadow' : 'border'}
            onChange={(_event, value: string | null) => {
              if (value !== null) update({ cardShadow: value === 'shadow' });
            }}
          >
            <ToggleButton value="border">{t('customizer.cardBorder')}</ToggleButton>
            <ToggleButton value="shadow">{t('customizer.cardShadow')}</ToggleButton>
          </ToggleButtonGroup>
        </Section>
        <Section id="customizer-radius" title={t('customizer.borderRadius')}>
          <Slider
            aria-labelledby="customizer-radius"
            min={0}
            max={24}
            step={1}
            valueLabelDisplay="auto"
            value={settings.borderRadius}
            onChange={(_event, value) => update({ borderRadius: Array.isArray(value) ? value[0]! : value })}
          />
        </Section>
        <Section id="customizer-language" title={t('shell.language')}>
          {choice(
            'language',
            LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) })),
          )}
        </Section>
        <Divider sx={{ my: 1 }} />
        <Button fullWidth variant="text" onClick={reset}>
          {t('customizer.reset')}
        </Button>
      </Box>
    </Drawer>
  );
}
