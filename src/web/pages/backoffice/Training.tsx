/**
 * Training records (§ 611a): hours of instruction and table tests recorded against accounts, and each
 * dealer's personnel file (hours by game type and week, courses completed, table tests, eligibility to
 * deal each game), printable. A dealer sees only his own file.
 */
import { useState } from 'preact/hooks';
import * as F from '../../../protocol/backoffice.js';
import { BoForm, today, useData } from './kit.js';

interface StaffList {
  staff: { username: string; role: string; name: string; position: string }[];
}

export function TrainingRecordsPage({ role, username }: { role: string; username: string }) {
  const staff = useData<StaffList>(role === 'dealer' ? null : '/api/backoffice/staff');
  const dealers = (staff.data?.staff ?? []).filter((s) => s.role === 'dealer');
  const [dealer, setDealer] = useState('');
  if (role === 'dealer')
    return (
      <div>
        <h2>My training personnel file</h2>
        <p>
          <a href={`#/backoffice/report/personnel-file/dealer=${encodeURIComponent(username)}`} id="my-file">
            Open my personnel file
          </a>
        </p>
      </div>
    );
  const games = [
    'blackjack',
    'minibaccarat',
    'baccarat',
    'craps',
    'roulette',
    'pai-gow-poker',
    'three-card-poker',
  ];
  return (
    <div>
      <h2>Training personnel files</h2>
      <form
        class="bo-form"
        id="personnel-file"
        onSubmit={(e) => {
          e.preventDefault();
          if (dealer)
            location.hash = `#/backoffice/report/personnel-file/dealer=${encodeURIComponent(dealer)}`;
        }}
      >
        <h3>Personnel file</h3>
        <label for="file-dealer">Dealer</label>{' '}
        <select id="file-dealer" value={dealer} onChange={(e) => setDealer(e.currentTarget.value)}>
          <option value="">—</option>
          {dealers.map((d) => (
            <option key={d.username} value={d.username}>
              {d.name} ({d.position})
            </option>
          ))}
        </select>{' '}
        <button type="submit">Open the file</button>
      </form>
      {role === 'floorperson' || role === 'admin' ? (
        <div class="bo-grid">
          <BoForm
            id="hours"
            title="Hours of instruction"
            citation="§ 611a.2(a)"
            schema={F.HoursForm}
            path="/api/backoffice/training/hours"
            fixed={{ id: `H${Date.now().toString(36)}` }}
            fields={[
              {
                name: 'trainee',
                label: 'Trainee',
                kind: 'select',
                options: dealers.map((d) => [d.username, d.name] as const),
              },
              { name: 'game', label: 'Game', kind: 'select', options: games },
              { name: 'day', label: 'Day', kind: 'day', initial: today() },
              { name: 'minutes', label: 'Minutes', kind: 'int' },
              {
                name: 'provider',
                label: 'Given by',
                kind: 'select',
                options: ['certificate-holder', 'gaming-school'],
                initial: 'certificate-holder',
              },
            ]}
          />
          <BoForm
            id="table-test"
            title="Table test (the examiner records it)"
            citation="§ 611a.5(a)"
            schema={F.TableTestForm}
            path="/api/backoffice/training/table-tests"
            fixed={{ id: `T${Date.now().toString(36)}` }}
            fields={[
              {
                name: 'trainee',
                label: 'Trainee',
                kind: 'select',
                options: dealers.map((d) => [d.username, d.name] as const),
              },
              { name: 'game', label: 'Game', kind: 'select', options: games },
              { name: 'result', label: 'Result', kind: 'select', options: ['pass', 'fail'] },
            ]}
          />
        </div>
      ) : null}
    </div>
  );
}
