import { useMutation } from '@tanstack/react-query';
import { accountDataFileName, type AccountData } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** GET user/data: everything the service holds about the viewer, generated on request (issue 26 section 5). */
export async function getAccountData(): Promise<AccountData> {
  return parseAnswer(api.get('user/data', { force: true }), import('@stat/contracts/account-data-schemas'), (s) => s.accountDataSchema);
}

/**
 * Saves the viewer's data as the JSON file the server names: the answer goes through the API
 * wrapper (its headers, its errors) and is handed to the browser as a download.
 */
export async function downloadAccountData(): Promise<void> {
  const data = await getAccountData();
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = accountDataFileName(new Date(data.generatedAt));
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over: revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The download as a mutation: a failure opens the generic modal (the query client's rule). */
export function useDownloadAccountData() {
  return useMutation({ mutationFn: downloadAccountData });
}
