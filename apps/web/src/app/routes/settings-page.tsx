import { DeviceList } from '../../features/activation/device-list.tsx';
import { usePendingActivation } from '../../features/activation/pending-activation.ts';
import { useUser } from '../../features/startup/api/get-user.ts';
import { routeDef } from '../../lib/routes.ts';
import { SimplePage } from './simple-page.tsx';
import styles from '../layout/page.module.css';

/** Settings: the account's basics and activated devices; the account issues add the editable sections. */
export default function SettingsPage() {
  const user = useUser();
  const startActivation = usePendingActivation((state) => state.start);
  if (!user) return <SimplePage title={routeDef('settings').title} />;
  const rows: [string, string | null][] = [
    ['User name', user.userName],
    ['Email', user.emailAddress],
    ['Name', [user.firstName, user.lastName].filter(Boolean).join(' ') || null],
    ['Provider', user.mso],
    ['Account type', user.accountType === 'primary' ? 'Primary' : 'Sub-account'],
    ['Status', user.registered ? 'Authorized' : 'Not yet authorized'],
  ];
  return (
    <SimplePage title={routeDef('settings').title}>
      <dl className={styles.details}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
      <DeviceList onActivate={() => startActivation()} />
    </SimplePage>
  );
}
