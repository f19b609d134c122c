/// The CSS of the HTML report and the documentation pages, inline in each page so it opens
/// without any other file.
///
/// It also does the work of the "Hide step definitions and durations" switch, without the
/// script: while the checkbox is checked, the step definitions (their locations and patterns),
/// snippets and durations are not displayed, so that a reader who is not the developer sees
/// the requirements and their outcomes alone.
enum HTMLStyleSheet {
    static let css = """
        :root { --passed: #1a7f37; --failed: #cf222e; --undefined: #9a6700; --pending: #9a6700;
          --skipped: #0969da; --ambiguous: #cf222e; --unknown: #6e7781; --not-run: #8c959f; }
        body { font: 15px/1.45 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 0;
          color: #1f2328; background: #f6f8fa; }
        header { background: #24292f; color: #fff; padding: 16px 24px; }
        header h1 { margin: 0 0 8px; font-size: 22px; }
        header p.context { color: #d0d7de; font-size: 13px; margin: 0 0 2px; }
        header p { margin: 2px 0; }
        header nav a { color: #9ecbff; margin-right: 16px; }
        .filters { position: sticky; top: 0; z-index: 1; background: #eaeef2; border-bottom: 1px solid #d0d7de;
          padding: 8px 24px; display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
        .filters input { padding: 4px 8px; border: 1px solid #d0d7de; border-radius: 4px; font: inherit; }
        #search { min-width: 260px; }
        #tag-expression { min-width: 240px; }
        #tag-expression.invalid { border-color: var(--failed); }
        .problem { color: var(--failed); }
        label.details-toggle { font-size: 13px; cursor: pointer; user-select: none; }
        main, .run-hook { margin: 16px 24px; }
        main > section { background: #fff; border: 1px solid #d0d7de; border-radius: 6px;
          padding: 8px 16px 16px; margin-bottom: 16px; }
        section h2 { font-size: 18px; margin: 8px 0 4px; }
        section.rule { margin: 12px 0 0 12px; border-left: 3px solid #d0d7de; padding-left: 12px; }
        section.rule h3, section.background h3 { font-size: 16px; margin: 12px 0 4px; }
        section.scenario, section.outline { border-left: 4px solid var(--not-run); margin: 10px 0; padding: 4px 10px;
          background: #fafbfc; }
        section.scenario h3, section.outline h3 { font-size: 15px; margin: 4px 0; }
        section.outline { border-left-color: #d0d7de; }
        .examples h4 { font-size: 14px; margin: 10px 0 4px; }
        .description { white-space: pre-line; color: #3d444d; margin: 4px 0 8px; }
        .uri, .location, .attachment-type, .duration, .line, .run-name { color: #6e7781; font-size: 13px; }
        .line { margin-left: 8px; }
        .duration { margin: 0 6px; }
        .run-name { font-weight: 600; margin-right: 6px; }
        .tags { margin: 2px 0; }
        .tag { display: inline-block; background: #ddf4ff; color: #0550ae; border-radius: 10px; padding: 0 8px;
          margin-right: 4px; font-size: 12px; }
        .keyword { font-weight: 600; }
        ol.steps { list-style: none; padding-left: 12px; margin: 6px 0; }
        li.step { margin: 3px 0; }
        .step-line .text { margin-left: 4px; }
        .evidence { margin-left: 20px; font-size: 13px; }
        a.definition { margin-left: 6px; color: #0969da; text-decoration: none; }
        a.definition code { background: #f0f2f4; padding: 0 4px; border-radius: 3px; }
        .badge { display: inline-block; min-width: 64px; text-align: center; font-size: 12px;
          border-radius: 10px; color: #fff; background: var(--unknown); padding: 0 6px; margin-right: 4px; }
        .badge.status-passed { background: var(--passed); }
        .badge.status-failed { background: var(--failed); }
        .badge.status-undefined { background: var(--undefined); }
        .badge.status-pending { background: var(--pending); }
        .badge.status-skipped { background: var(--skipped); }
        .badge.status-ambiguous { background: var(--ambiguous); }
        .badge.status-not-run { background: var(--not-run); }
        section.scenario.status-passed { border-left-color: var(--passed); }
        section.scenario.status-failed, section.scenario.status-ambiguous { border-left-color: var(--failed); }
        section.scenario.status-undefined, section.scenario.status-pending { border-left-color: var(--undefined); }
        section.scenario.status-skipped { border-left-color: var(--skipped); }
        pre { background: #f0f2f4; padding: 6px 8px; border-radius: 4px; overflow-x: auto;
          white-space: pre-wrap; margin: 4px 0 4px 24px; }
        pre.error { background: #ffebe9; color: #82071e; }
        p.skip-reason { color: #6e7781; font-style: italic; }
        pre.snippet { background: #fff8c5; }
        table.data-table, table.examples-table, table.tag-table, table.environment-table { border-collapse: collapse; margin: 4px 0 4px 24px; }
        table td, table th { border: 1px solid #d0d7de; padding: 2px 8px; text-align: left; vertical-align: top; }
        table th { background: #f6f8fa; }
        tbody.row.status-failed > tr:first-child > td, tbody.row.status-ambiguous > tr:first-child > td { background: #fff5f5; }
        tr.row-details td { border-top: none; background: #fafbfc; font-size: 13px; }
        .attachment { margin: 4px 0 4px 24px; }
        .attachment img { max-width: 100%; border: 1px solid #d0d7de; }
        .feature-list { list-style: none; padding-left: 8px; }
        .feature-list li { margin: 4px 0; }
        .figures { color: #3d444d; }
        .uses { font-size: 14px; }
        button.tag-filter { border: none; background: #ddf4ff; color: #0550ae; border-radius: 10px; cursor: pointer; font: inherit; font-size: 13px; }
        .run-hook { background: #ffebe9; border: 1px solid #cf222e; border-radius: 6px; padding: 8px 16px; }
        .run-hook.status-passed { background: #fff; border-color: #d0d7de; }
        section.failures { border-color: var(--failed); border-left-width: 4px; }
        section.failures.none { border-color: var(--passed); }
        section.failures h2 .count { color: #6e7781; font-weight: normal; }
        ol.failure-list { padding-left: 24px; margin: 4px 0; }
        li.failure { margin: 8px 0; }
        li.failure .uri { margin-left: 6px; }
        li.failure pre.reason { margin: 4px 0 0; }
        a.failure-link { color: #0969da; font-weight: 600; text-decoration: none; }
        a.failure-link:hover { text-decoration: underline; }
        .item, section.failures { scroll-margin-top: 56px; }
        .item:target { outline: 3px solid #0969da; outline-offset: 2px; }
        body:has(#hide-details:checked) a.definition, body:has(#hide-details:checked) .duration,
        body:has(#hide-details:checked) .run-duration, body:has(#hide-details:checked) pre.snippet,
        body:has(#hide-details:checked) section.definitions { display: none; }
        [hidden] { display: none !important; }
        section.model { scroll-margin-top: 56px; }
        table.model-table { border-collapse: collapse; margin: 4px 0 12px 0; }
        table.model-table td.not-reached, table.model-table td.not-offered { color: #8c959f; }
        table.model-table td.not-taken { background: #fff8c5; }
        table.model-table td.taken { background: #dafbe1; }
        table.model-table tr.never-reached td { background: #fff5f5; }
        ul.witnesses { margin: 0; padding-left: 16px; font-size: 13px; }
        .diagram { overflow-x: auto; }
        svg.transition-diagram { max-width: 100%; height: auto; font: 14px ui-monospace, SFMono-Regular, Menlo, monospace; }
        svg.transition-diagram .state rect { fill: #dafbe1; stroke: #1a7f37; stroke-width: 2; }
        svg.transition-diagram .state.never-reached rect { fill: #f6f8fa; stroke: #8c959f; stroke-dasharray: 6 4; }
        svg.transition-diagram .state.never-reached text { fill: #6e7781; }
        svg.transition-diagram .transition path, svg.transition-diagram .start path { fill: none; stroke: #57606a; stroke-width: 1.5; }
        svg.transition-diagram .start circle, svg.transition-diagram .arrowhead { fill: #57606a; }
        svg.transition-diagram .transition text { font-size: 12px; fill: #0550ae; paint-order: stroke; stroke: #fff; stroke-width: 4px; }
        .gallery-state { margin: 12px 0 24px; }
        figure.drawing { margin: 8px 0; border: 1px solid #d0d7de; border-radius: 6px; padding: 8px; }
        figure.drawing iframe { width: 100%; height: 420px; border: 1px solid #d0d7de; background: #fff; }
        figure.drawing pre.drawing-text { background: #0d1117; color: #e6edf3; padding: 8px; overflow-x: auto; }
        section.coverage-module, section.code-coverage { scroll-margin-top: 56px; }
        table.coverage-table { border-collapse: collapse; margin: 4px 0 12px 0; }
        table.coverage-table td.count { text-align: right; font-variant-numeric: tabular-nums; }
        table.coverage-table td.percent { white-space: nowrap; font-variant-numeric: tabular-nums; }
        table.coverage-table td.percent.partial { color: #9a6700; }
        .bar { display: inline-block; width: 80px; height: 8px; background: #ffebe9; border-radius: 4px; vertical-align: middle; overflow: hidden; }
        .bar > span { display: block; height: 100%; background: var(--passed); }
        p.left-out { color: #6e7781; font-size: 14px; }
        """
}
