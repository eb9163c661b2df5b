import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ACTIVATION_LABELS, MESSAGES, formatUserCode, type ActivatePlatform } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { Select } from '../../components/ui/select.tsx';
import styles from './activation.module.css';

interface DeviceStepProps {
  code: string;
  platforms: readonly ActivatePlatform[];
  activating: boolean;
  onActivate: (platform: ActivatePlatform) => void;
}

/** The device select, from the provider's `platforms.activate`: 'Please select a device.' when none is chosen. */
export function DeviceStep({ code, platforms, activating, onActivate }: DeviceStepProps) {
  const [platform, setPlatform] = useState('');
  const [error, setError] = useState<string | undefined>();
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => select.current?.focus(), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = platforms.find((candidate) => candidate.platform === platform);
    if (!chosen) return setError(MESSAGES.activationDeviceRequired);
    onActivate(chosen);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.lead}>{ACTIVATION_LABELS.deviceSelect.lead(formatUserCode(code))}</p>
      <Select
        ref={select}
        name="platform"
        label={ACTIVATION_LABELS.deviceSelect.device}
        placeholder={{ value: '', label: ACTIVATION_LABELS.deviceSelect.placeholder }}
        options={platforms.map((candidate) => ({ value: candidate.platform, label: candidate.displayName }))}
        value={platform}
        onChange={(event) => {
          setPlatform(event.target.value);
          setError(undefined);
        }}
        error={error}
        required
      />
      <Button type="submit" fullWidth loading={activating}>
        {activating ? ACTIVATION_LABELS.activating : ACTIVATION_LABELS.deviceSelect.submit}
      </Button>
    </form>
  );
}
