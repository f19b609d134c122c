/// The report's CSS, inline in the page so it opens without any other file.
enum HTMLStyleSheet {
    static let css = """
        :root { --passed: #1a7f37; --failed: #cf222e; --undefined: #9a6700; --pending: #9a6700;
          --skipped: #0969da; --ambiguous: #cf222e; --unknown: #6e7781; }
        body { font: 15px/1.45 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 0;
          color: #1f2328; background: #f6f8fa; }
        header { background: #24292f; color: #fff; padding: 16px 24px; }
        header h1 { margin: 0 0 8px; font-size: 22px; }
        header p { margin: 2px 0; }
        main, .run-hook { margin: 16px 24px; }
        section.feature { background: #fff; border: 1px solid #d0d7de; border-radius: 6px;
          padding: 8px 16px 16px; margin-bottom: 16px; }
        section.feature h2 { font-size: 18px; margin: 8px 0 0; }
        .rule { margin-left: 12px; }
        .rule h3 { font-size: 16px; margin: 12px 0 4px; }
        .uri, .location, .tags, .attachment-type { color: #6e7781; font-size: 13px; }
        .keyword { font-weight: 600; }
        details.scenario { border-left: 4px solid var(--unknown); margin: 8px 0; padding: 4px 8px;
          background: #fafbfc; }
        details.scenario > summary { cursor: pointer; }
        ol.steps { list-style: none; padding-left: 12px; margin: 6px 0; }
        li.step { margin: 3px 0; }
        .badge { display: inline-block; min-width: 72px; text-align: center; font-size: 12px;
          border-radius: 10px; color: #fff; background: var(--unknown); padding: 0 6px; }
        pre { background: #f0f2f4; padding: 6px 8px; border-radius: 4px; overflow-x: auto;
          white-space: pre-wrap; margin: 4px 0 4px 24px; }
        pre.error { background: #ffebe9; color: #82071e; }
        pre.snippet { background: #fff8c5; }
        table.data-table { border-collapse: collapse; margin: 4px 0 4px 24px; }
        table.data-table td { border: 1px solid #d0d7de; padding: 2px 8px; }
        .attachment { margin: 4px 0 4px 24px; }
        .attachment img { max-width: 100%; border: 1px solid #d0d7de; }
        .status-passed > .badge, .status-passed > summary > .badge, .status-passed > .step-line > .badge { background: var(--passed); }
        .status-failed > summary > .badge, .status-failed > .step-line > .badge { background: var(--failed); }
        .status-undefined > summary > .badge, .status-undefined > .step-line > .badge { background: var(--undefined); }
        .status-pending > summary > .badge, .status-pending > .step-line > .badge { background: var(--pending); }
        .status-skipped > summary > .badge, .status-skipped > .step-line > .badge { background: var(--skipped); }
        .status-ambiguous > summary > .badge, .status-ambiguous > .step-line > .badge { background: var(--ambiguous); }
        details.status-passed { border-left-color: var(--passed); }
        details.status-failed, details.status-ambiguous { border-left-color: var(--failed); }
        details.status-undefined, details.status-pending { border-left-color: var(--undefined); }
        details.status-skipped { border-left-color: var(--skipped); }
        .run-hook { background: #ffebe9; border: 1px solid #cf222e; border-radius: 6px; padding: 8px 16px; }
        .run-hook.status-passed { background: #fff; border-color: #d0d7de; }
        """
}
