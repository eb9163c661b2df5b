import { ACTIVATION_LABELS, type Device } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { Loader } from '../../components/ui/loader.tsx';
import { useViewerFormat, viewerDateFormat, type ViewerFormat } from '../../lib/viewer-format.ts';
import { useDevices } from './api/get-devices.ts';
import { useRemoveDevices } from './api/remove-devices.ts';
import styles from './activation.module.css';

const dateTime = viewerDateFormat({ dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string, viewer: ViewerFormat) => dateTime(viewer).format(new Date(iso));

interface DeviceListProps {
  /** Opens the activation dialog at its code form. */
  onActivate: () => void;
}

/**
 * The viewer's activated devices (GET devices): name, when activated and last used, each with
 * Remove, and Remove All Devices. A removed device is signed out at once; while its removal is
 * under way its row shows the deleting state.
 */
export function DeviceList({ onActivate }: DeviceListProps) {
  const devices = useDevices();
  const remove = useRemoveDevices();
  const removing = remove.isPending ? remove.variables : null;
  const list = devices.data ?? [];

  return (
    <section className={styles.devices} aria-labelledby="devices-title" aria-busy={devices.isPending || undefined}>
      <div className={styles.devicesHeader}>
        <h2 id="devices-title" className={styles.devicesTitle}>
          {ACTIVATION_LABELS.devices.title}
        </h2>
        <Button variant="secondary" size="sm" onClick={onActivate}>
          {ACTIVATION_LABELS.devices.activate}
        </Button>
      </div>
      <p className={styles.deviceTimes}>{ACTIVATION_LABELS.devices.lead}</p>
      {devices.isPending && <Loader />}
      {devices.isError && <p role="alert">{ACTIVATION_LABELS.devices.failed}</p>}
      {devices.isSuccess && list.length === 0 && <p>{ACTIVATION_LABELS.devices.none}</p>}
      {list.length > 0 && (
        <>
          <ul className={styles.list}>
            {list.map((device) => (
              <DeviceRow key={device.id} device={device} deleting={removing === device.id || removing === 'all'} onRemove={() => remove.mutate(device.id)} />
            ))}
          </ul>
          <div>
            <Button variant="tertiary" size="sm" loading={removing === 'all'} disabled={removing !== null} onClick={() => remove.mutate('all')}>
              {ACTIVATION_LABELS.devices.removeAll}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

function DeviceRow({ device, deleting, onRemove }: { device: Device; deleting: boolean; onRemove: () => void }) {
  const format = useViewerFormat();
  return (
    <li className={styles.device} aria-busy={deleting || undefined}>
      <div>
        <p className={styles.deviceName}>{device.name}</p>
        <p className={styles.deviceTimes}>
          {ACTIVATION_LABELS.devices.activated(when(device.activatedAt, format))} · {ACTIVATION_LABELS.devices.lastUsed(when(device.lastUsedAt, format))}
        </p>
      </div>
      <Button variant="secondary" size="sm" loading={deleting} disabled={deleting} onClick={onRemove} aria-label={ACTIVATION_LABELS.devices.remove(device.name)}>
        {deleting ? ACTIVATION_LABELS.devices.removing : ACTIVATION_LABELS.devices.removeShort}
      </Button>
    </li>
  );
}
