/// The one inline stylesheet: a plain bank look, no fonts or images fetched from anywhere.
enum StyleSheet {
    static let css = """
        :root { --ink: #1b2430; --muted: #5f6b7a; --line: #e3e7ee; --page: #f4f6fa; --brand: #16324f;
          --accent: #1f6feb; --good: #1a7f37; --bad: #c62828; --warn: #9a6700; }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--page); color: var(--ink);
          font: 15px/1.45 -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
        .topbar { display: flex; align-items: center; justify-content: space-between; gap: 1rem;
          padding: .8rem 1.5rem; background: var(--brand); color: #fff; }
        .brand { font-weight: 700; font-size: 1.15rem; letter-spacing: .02em; }
        .who { display: flex; align-items: center; gap: .5rem; }
        .who .muted { color: #c6d3e1; }
        .who form { margin: 0 0 0 .75rem; }
        main { max-width: 1040px; margin: 1.5rem auto; padding: 0 1.25rem; }
        main.narrow { max-width: 460px; }
        h1 { font-size: 1.4rem; margin: 0 0 1rem; }
        h2 { font-size: 1.1rem; margin: 0 0 .75rem; }
        h3 { font-size: .8rem; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); margin: 1rem 0 .4rem; }
        .columns { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: 1.25rem; align-items: start; }
        @media (max-width: 760px) { .columns { grid-template-columns: 1fr; } }
        .accounts, .side { display: grid; gap: 1.25rem; }
        .card { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 1.1rem 1.25rem;
          box-shadow: 0 1px 2px rgba(16, 24, 40, .05); }
        .figures { display: grid; grid-template-columns: repeat(3, 1fr); gap: .5rem; margin: 0; }
        .figure { background: var(--page); border-radius: 8px; padding: .55rem .7rem; }
        .figure dt { font-size: .75rem; color: var(--muted); text-transform: uppercase; letter-spacing: .05em; }
        .figure dd { margin: .15rem 0 0; font-size: 1.15rem; font-weight: 600; font-variant-numeric: tabular-nums; }
        .figure.spendable { background: #e8f1ff; }
        .figure.spendable dd { color: var(--accent); }
        .pending { list-style: none; margin: 0; padding: 0; }
        .pending li { display: grid; grid-template-columns: 1fr auto auto; gap: .75rem; align-items: center;
          padding: .45rem 0; border-top: 1px solid var(--line); }
        .pending .amount { font-variant-numeric: tabular-nums; font-weight: 600; }
        .sync-state { font-size: .75rem; border-radius: 999px; padding: .1rem .5rem; }
        .sync-state.synced { background: #e6f4ea; color: var(--good); }
        .sync-state.unsynced { background: #fff4d6; color: var(--warn); }
        .empty { color: var(--muted); margin: .25rem 0 0; }
        .more { color: var(--muted); margin: .6rem 0 0; }
        .pager { display: flex; gap: .75rem; justify-content: space-between; margin-top: 1rem; }
        a.button { border: 1px solid #c9d1dc; color: var(--ink); background: #fff; }
        .field { display: grid; gap: .25rem; margin-bottom: .75rem; }
        label { font-size: .85rem; color: var(--muted); }
        input, select { font: inherit; padding: .5rem .6rem; border: 1px solid #c9d1dc; border-radius: 7px; background: #fff; }
        input:focus, select:focus { outline: 2px solid #b7d2ff; border-color: var(--accent); }
        button { font: inherit; padding: .5rem .95rem; border-radius: 7px; border: 1px solid #c9d1dc;
          background: #fff; color: var(--ink); cursor: pointer; }
        button.primary { background: var(--accent); border-color: var(--accent); color: #fff; font-weight: 600; }
        a.button { display: inline-block; padding: .5rem .95rem; border-radius: 7px; text-decoration: none; }
        a.button.primary { background: var(--accent); color: #fff; font-weight: 600; }
        button.quiet { background: transparent; border-color: rgba(255, 255, 255, .45); color: #fff; }
        .result { border-radius: 8px; padding: .6rem .8rem; margin: 0 0 .9rem; }
        .result.approved { background: #e6f4ea; color: var(--good); }
        .result.declined, .result.refused { background: #fdecea; color: var(--bad); }
        .notice { background: #fff4d6; color: #6b4a00; border: 1px solid #f2d58a; border-radius: 10px;
          padding: .75rem 1rem; margin: 0 0 1.25rem; }
        .count { font-weight: 700; font-variant-numeric: tabular-nums; }
        .buttons { display: flex; gap: .75rem; }
        .buttons form { margin: 0; }
        .sign-in button, .charge button { width: 100%; }
        """
}
