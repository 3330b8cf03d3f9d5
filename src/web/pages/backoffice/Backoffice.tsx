/**
 * The back office (`#/backoffice/<section>`): one section per department, each shown only to the
 * accounts whose role may use it (the server refuses the rest anyway): finance, marketing, the floor,
 * surveillance, compliance and training; and the reports, printable (`#/backoffice/report/<kind>/<query>`).
 */
import { useSession } from '../../session.js';
import { CompliancePage } from './Compliance.js';
import { CounterChecks } from './CounterChecks.js';
import { Dice } from './Dice.js';
import { FinancePage, MarketingPage } from './Coupons.js';
import { FloorPage, SurveillancePage } from './Floor.js';
import { Mailing } from './Mailing.js';
import { useMe } from './kit.js';
import { ReportPage } from './Report.js';
import { TrainingRecordsPage } from './Training.js';

const SECTIONS = [
  ['finance', 'Finance', ['finance']],
  ['marketing', 'Marketing', ['marketing']],
  ['floor', 'Floor', ['floorperson', 'surveillance', 'compliance']],
  ['dice', 'Dice', ['floorperson', 'surveillance']],
  ['counter-checks', 'Counter Checks', ['floorperson']],
  ['surveillance', 'Surveillance', ['surveillance']],
  ['compliance', 'Compliance', ['compliance']],
  ['training', 'Training files', ['floorperson', 'dealer', 'compliance']],
] as const;

/** The sections an account of this role sees (an admin sees them all). */
export const sectionsFor = (role: string) =>
  SECTIONS.filter(([, , roles]) => role === 'admin' || (roles as readonly string[]).includes(role));

export function BackofficePage({ section, arg, query }: { section: string; arg: string; query: string }) {
  const { session } = useSession();
  const me = useMe();
  const role = session?.user.role ?? 'player';
  const mine = sectionsFor(role);
  if (section === 'report') return <ReportPage kind={arg} query={query} />;
  const current = mine.find(([k]) => k === section)?.[0] ?? mine[0]?.[0];
  return (
    <section class="panel backoffice">
      <h1>Back office</h1>
      {me.data ? (
        <p class="muted" id="bo-me">
          {me.data.name}
          {me.data.position ? `, ${me.data.position}` : ''}
          {me.data.credential ? ` (credential ${me.data.credential})` : ' (no credential number on file)'}
        </p>
      ) : null}
      <nav class="bo-nav" aria-label="back office">
        {mine.map(([k, label]) => (
          <a
            key={k}
            href={`#/backoffice/${k}`}
            {...(k === current ? { 'aria-current': 'page' as const } : {})}
          >
            {label}
          </a>
        ))}
      </nav>
      {!current ? <p>The back office is for staff.</p> : null}
      {current === 'finance' ? (
        <>
          <FinancePage />
          <CounterChecks role={role} top />
        </>
      ) : null}
      {current === 'marketing' ? (
        <>
          <MarketingPage />
          <Mailing />
        </>
      ) : null}
      {current === 'floor' ? <FloorPage role={role} /> : null}
      {current === 'dice' ? <Dice canRecord={role === 'floorperson' || role === 'admin'} top /> : null}
      {current === 'counter-checks' ? <CounterChecks role={role} top /> : null}
      {current === 'surveillance' ? <SurveillancePage /> : null}
      {current === 'compliance' ? <CompliancePage /> : null}
      {current === 'training' ? (
        <TrainingRecordsPage role={role} username={session?.user.username ?? ''} />
      ) : null}
    </section>
  );
}
