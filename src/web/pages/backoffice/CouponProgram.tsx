/**
 * The Match Play Coupon program, its designs and their approvals (§ 525.21(b), (c)), recorded by
 * compliance: the program's holder, the rules in force and its approvals, each design with its value,
 * serials, games and terms, and the Bureau of Gaming Operations' approval of a design.
 */
import * as F from '../../../protocol/backoffice.js';
import { BoForm, Loading, RecordTable, money, text, useData } from './kit.js';

/** The coupon program, its designs and their approvals (§ 525.21(b), (c)), recorded by compliance. */
export function CouponProgram() {
  const book = useData<{
    program: Record<string, unknown> | null;
    designs: Record<string, unknown>[];
  }>('/api/backoffice/coupons');
  if (!book.data) return <Loading error={book.error} />;
  const approval = (prefix: string, what: string) => [
    { name: `${prefix}.reference`, label: `${what}: approval reference` },
    { name: `${prefix}.approvedOn`, label: `${what}: approved on`, kind: 'day' as const },
  ];
  return (
    <section>
      <p>
        Program:{' '}
        {book.data.program
          ? `${text(book.data.program['holder'])} (${text(book.data.program['profile'])})`
          : 'not recorded'}
      </p>
      <RecordTable
        label="coupon designs"
        rows={book.data.designs}
        columns={[
          ['id', 'Design'],
          ['name', 'Name'],
          ['denomination', 'Value', money],
          ['serialPrefix', 'Prefix'],
          ['restrictions', 'Games', (v) => text((v as { games: string[] }).games)],
          ['approval', 'Approved', (v) => text((v as { reference?: string } | undefined)?.reference)],
        ]}
      />
      <div class="bo-grid">
        <BoForm
          id="program"
          title="The coupon program"
          citation="§ 525.21(b)"
          schema={F.CouponProgramForm}
          path="/api/backoffice/coupons/program"
          onDone={book.reload}
          fields={[
            { name: 'id', label: 'Program', initial: 'program' },
            {
              name: 'profile',
              label: 'Rules in force',
              kind: 'select',
              options: [
                ['TEMP_525', 'temporary §§ 525.21-525.22'],
                ['PROPOSED_603a', 'proposed §§ 603a.20-603a.21'],
              ],
              initial: 'TEMP_525',
            },
            { name: 'holder', label: 'Certificate holder' },
            ...approval('internalControls', 'Internal controls'),
            ...approval('financeStorage', "Finance's storage"),
            { name: 'financeStorage.location', label: "Finance's storage: where" },
            ...approval('marketingStorage', "Marketing's storage"),
            { name: 'marketingStorage.location', label: "Marketing's storage: where" },
            ...approval('gspMailing', 'Mailing by a GSP'),
          ]}
        />
        <BoForm
          id="design"
          title="A coupon design"
          citation="§ 525.21(c)"
          schema={F.CouponDesignForm}
          path="/api/backoffice/coupons/designs"
          onDone={book.reload}
          fields={[
            { name: 'id', label: 'Design' },
            { name: 'name', label: 'Name' },
            { name: 'holderNameOrLogo', label: 'Name or logo printed' },
            { name: 'denomination', label: 'Value ($)', kind: 'cents' },
            { name: 'serialPrefix', label: 'Serial prefix' },
            { name: 'serialDigits', label: 'Serial digits', kind: 'int', initial: '6' },
            { name: 'restrictions.games', label: 'Games it may be used at', kind: 'list' },
            { name: 'expirationStatement', label: 'Expiration statement' },
            {
              name: 'terms.payout',
              label: 'Paid',
              kind: 'select',
              options: [
                ['wager-odds', "at the wager's odds"],
                ['even-money-on-coupon', 'even money on the coupon'],
              ],
              initial: 'wager-odds',
            },
            {
              name: 'valueVisibleToSurveillance',
              label: 'Value legible to surveillance',
              kind: 'check',
              initial: 'false',
            },
            {
              name: 'chipPlacementArea',
              label: 'Has a chip placement area',
              kind: 'check',
              initial: 'false',
            },
            {
              name: 'machineReadable',
              label: 'Machine-readable (a mailed coupon)',
              kind: 'select',
              options: F.CouponDesignForm.shape.machineReadable.unwrap().options,
            },
            { name: 'terms.pushRides', label: 'A push rides again', kind: 'check', initial: 'false' },
          ]}
        />
        <BoForm
          id="design-approval"
          title="Approval of a design"
          citation="§ 525.21(b)(1)"
          schema={F.DesignApprovalForm}
          path="/api/backoffice/coupons/designs/approve"
          onDone={book.reload}
          submit="Record the approval"
          fields={[
            {
              name: 'design',
              label: 'Design',
              kind: 'select',
              options: book.data.designs.map((d) => String(d['id'])),
            },
            ...approval('approval', 'Bureau of Gaming Operations'),
          ]}
        />
      </div>
    </section>
  );
}
