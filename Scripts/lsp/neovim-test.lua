-- The Neovim side of Scripts/lsp/neovim-test.sh: attaches `verity lsp` to a feature file through
-- Neovim's own LSP client (0.7 or later: vim.lsp.start_client, buf_attach_client,
-- buf_request_sync, vim.diagnostic) and checks what an editor user sees.
--
-- Run by the shell script as `nvim --headless --clean -c "luafile neovim-test.lua"` with
--   VERITY_BIN            the `verity` binary
--   VERITY_LSP_WORKSPACE  the workspace the script made (Features/belly.feature, Tests/BellySteps.swift)
--   VERITY_LSP_TIMEOUT_MS how long each check waits (default 15000)
-- It prints one PASS or FAIL line per check, the buffer with its diagnostics, and quits with 0
-- when every check passed, 1 when one failed, 2 when the script itself broke.

local api = vim.api
local timeout = tonumber(vim.env.VERITY_LSP_TIMEOUT_MS or '') or 15000
local workspace = assert(vim.env.VERITY_LSP_WORKSPACE, 'VERITY_LSP_WORKSPACE is not set')
local verity = assert(vim.env.VERITY_BIN, 'VERITY_BIN is not set')
local feature_path = workspace .. '/Features/belly.feature'
local steps_path = workspace .. '/Tests/BellySteps.swift'

local failures, passes = 0, 0

local function say(line)
  io.stdout:write(line, '\n')
  io.stdout:flush()
end

local function check(name, ok, detail)
  if ok then
    passes = passes + 1
    say('PASS ' .. name .. (detail and detail ~= '' and ('  (' .. detail:gsub('\n+', ' / ') .. ')') or ''))
  else
    failures = failures + 1
    say('FAIL ' .. name .. (detail and detail ~= '' and ('\n     ' .. detail:gsub('\n', '\n     ')) or ''))
  end
  return ok
end

--- The 0-based number of the first line of `path` that contains `text` (plain), or nil.
local function line_of(path, text)
  local n = 0
  for line in io.lines(path) do
    if line:find(text, 1, true) then return n end
    n = n + 1
  end
  return nil
end

local function realpath(path)
  return vim.loop.fs_realpath(path) or path
end

--- Waits up to `timeout` ms for `condition` (Neovim's event loop runs meanwhile, so the client
--- reads the server's messages); true when it came true.
local function wait_for(condition)
  return vim.wait(timeout, condition, 10)
end

local function severity_name(severity)
  return ({ 'ERROR', 'WARN', 'INFO', 'HINT' })[severity] or tostring(severity)
end

--- The buffer as text with its diagnostics under the lines they belong to: what a screenshot
--- of the editor would show.
local function dump_buffer(bufnr, title)
  say('---- ' .. title .. ': ' .. vim.fn.fnamemodify(api.nvim_buf_get_name(bufnr), ':t') .. ' ----')
  local by_line = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    by_line[d.lnum] = by_line[d.lnum] or {}
    table.insert(by_line[d.lnum], d)
  end
  for index, text in ipairs(api.nvim_buf_get_lines(bufnr, 0, -1, false)) do
    local lnum = index - 1
    say(string.format('%3d | %s', index, text))
    for _, d in ipairs(by_line[lnum] or {}) do
      say(string.format('    | %s^ %s: %s', string.rep(' ', d.col), severity_name(d.severity),
        (d.message:gsub('\n', ' '))))
    end
  end
  say('---- end of ' .. title .. ' ----')
end

local function diagnostics_on(bufnr, lnum)
  local found = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    if d.lnum == lnum then table.insert(found, d) end
  end
  return found
end

local function any_message(diagnostics, pattern)
  for _, d in ipairs(diagnostics) do
    if d.message:find(pattern, 1, true) then return d end
  end
  return nil
end

local function describe(diagnostics)
  local parts = {}
  for _, d in ipairs(diagnostics) do
    table.insert(parts, string.format('%d:%d %s', d.lnum + 1, d.col + 1, d.message))
  end
  return #parts == 0 and 'none' or table.concat(parts, ' | ')
end

--- Sends `method` to the buffer's server and returns its result, or nil and why not.
local function request(bufnr, method, params)
  local responses, why = vim.lsp.buf_request_sync(bufnr, method, params, timeout)
  if not responses then return nil, 'no answer within ' .. timeout .. ' ms (' .. tostring(why) .. ')' end
  for _, response in pairs(responses) do
    if response.err then return nil, 'error ' .. vim.inspect(response.err) end
    return response.result
  end
  return nil, 'no server answered'
end

local function hover_text(contents)
  if type(contents) == 'string' then return contents end
  if contents.value then return contents.value end
  local parts = {}
  for _, part in ipairs(contents) do
    table.insert(parts, type(part) == 'string' and part or part.value or '')
  end
  return table.concat(parts, '\n')
end

--- The 0-based number of the first line of the buffer that contains `text` (plain), or nil.
local function buffer_line_of(bufnr, text)
  for index, line in ipairs(api.nvim_buf_get_lines(bufnr, 0, -1, false)) do
    if line:find(text, 1, true) then return index - 1 end
  end
  return nil
end

--- Find all references at the cursor, as `vim.lsp.buf.references` puts them in the quickfix
--- list: `file.name:line` for each.
local function references_here()
  vim.fn.setqflist({})
  vim.lsp.buf.references({ includeDeclaration = true })
  local items = {}
  wait_for(function()
    items = vim.fn.getqflist()
    return #items > 0
  end)
  vim.cmd('cclose')
  local found = {}
  for _, item in ipairs(items) do
    table.insert(found, vim.fn.fnamemodify(vim.fn.bufname(item.bufnr), ':t') .. ':' .. item.lnum)
  end
  return found
end

--- Find all references and rename, through Neovim's own commands (`vim.lsp.buf.references`
--- fills the quickfix list; `vim.lsp.buf.rename` asks prepareRename, then rename, and applies
--- the workspace edit to the feature file and to the Swift file).
local function check_references_and_rename(bufnr, definition_line)
  api.nvim_set_current_buf(bufnr)
  local given_row = buffer_line_of(bufnr, 'Given I have 3 cukes in my belly')
  local other_row = buffer_line_of(bufnr, 'Given I have 1 cukes in my belly')
  api.nvim_win_set_cursor(0, { given_row + 1, 12 })
  local found = references_here()
  local expected = { 'BellySteps.swift:' .. (definition_line + 1), 'belly.feature:' .. (given_row + 1),
    'belly.feature:' .. (other_row + 1) }
  table.sort(found)
  table.sort(expected)
  check('find all references from `Given I have 3 cukes in my belly` lists its definition and both steps',
    table.concat(found, ' ') == table.concat(expected, ' '), table.concat(found, ', '))

  -- A refusal reaches the user as Neovim's notification: the regex step cannot be renamed.
  local notes = {}
  local notify = vim.notify
  vim.notify = function(message) table.insert(notes, message) end
  api.nvim_set_current_buf(bufnr)
  api.nvim_win_set_cursor(0, { buffer_line_of(bufnr, 'And I wait 1 hour') + 1, 8 })
  vim.lsp.buf.rename('I wait {int} hours')
  wait_for(function() return #notes > 0 end)
  vim.notify = notify
  check('renaming a step bound to a regular expression is refused with the reason',
    notes[1] ~= nil and notes[1]:find('regular expression', 1, true) ~= nil, notes[1] or 'no notification')

  api.nvim_win_set_cursor(0, { given_row + 1, 12 })
  vim.lsp.buf.rename('I own {int} cukes in my tummy')
  local renamed = wait_for(function()
    return buffer_line_of(bufnr, 'Given I own 3 cukes in my tummy') ~= nil
      and buffer_line_of(bufnr, 'Given I own 1 cukes in my tummy') ~= nil
  end)
  local swift_buf = vim.fn.bufnr(steps_path)
  local swift_line = swift_buf ~= -1
    and api.nvim_buf_get_lines(swift_buf, definition_line, definition_line + 1, false)[1] or ''
  dump_buffer(bufnr, 'after renaming the step to `I own {int} cukes in my tummy`')
  say('---- BellySteps.swift:' .. (definition_line + 1) .. ' | ' .. swift_line)
  check('rename rewrites both steps and the definition\'s pattern in the Swift file',
    renamed and swift_line:find('steps.given("I own {int} cukes in my tummy")', 1, true) ~= nil,
    swift_line)
end

--- Run scenario: the code lens over a scenario of failures.feature, run with
--- `vim.lsp.codelens.run` (the workspace's fake `swift` answers with a real run's messages);
--- the failed step's diagnostic appears on its line.
local function check_run_scenario(client_id)
  vim.cmd('edit ' .. workspace .. '/Features/failures.feature')
  local bufnr = api.nvim_get_current_buf()
  vim.lsp.buf_attach_client(bufnr, client_id)
  local lenses = {}
  wait_for(function()
    vim.lsp.codelens.refresh()
    lenses = vim.lsp.codelens.get(bufnr)
    return #lenses > 0
  end)
  local titles = {}
  for _, lens in ipairs(lenses) do
    table.insert(titles, (lens.range.start.line + 1) .. ' ' .. (lens.command and lens.command.title or '?'))
  end
  check('code lenses run the feature and each scenario', #lenses == 4, table.concat(titles, ', '))
  local failed_row = buffer_line_of(bufnr, 'Then the till holds 6 euros')
  api.nvim_win_set_cursor(0, { buffer_line_of(bufnr, 'Scenario: a sum that does not add up') + 1, 0 })
  vim.lsp.codelens.run()
  local found
  wait_for(function()
    for _, d in ipairs(diagnostics_on(bufnr, failed_row)) do
      if d.message:find('Last run', 1, true) then found = d end
    end
    return found ~= nil
  end)
  dump_buffer(bufnr, 'after running `a sum that does not add up` from its code lens')
  check('running the scenario from its lens shows the failed step on its line ' .. (failed_row + 1),
    found ~= nil and found.severity == vim.diagnostic.severity.ERROR, found and found.message or 'no diagnostic')
end

local function run()
  local nvim_version = vim.version()
  say(string.format('Neovim %d.%d.%d, verity at %s', nvim_version.major, nvim_version.minor,
    nvim_version.patch, verity))

  -- What the test workspace's files say, so no line number is written twice.
  local given_line = line_of(feature_path, 'Given I have 3 cukes in my belly')
  local undefined_line = line_of(feature_path, 'When I eat 2 cucumbers')
  local regex_line = line_of(feature_path, 'And I wait 1 hour')
  local colour_line = line_of(feature_path, 'Then the cukes are green')
  local syntax_line = line_of(feature_path, 'this line is not a step')
  local definition_line = line_of(steps_path, 'steps.given("I have {int} cukes in my belly")')
  local mood_line = line_of(steps_path, '{mood}')
  assert(given_line and undefined_line and regex_line and colour_line and syntax_line and definition_line and mood_line,
    'the workspace is not the one neovim-test.sh writes')

  -- Neovim 0.7's client says it cannot take snippets; completion plugins (nvim-cmp and others)
  -- say they can, as here.
  local capabilities = vim.lsp.protocol.make_client_capabilities()
  capabilities.textDocument.completion.completionItem.snippetSupport = true

  local log_messages = {}
  local exited = nil
  local client_id = vim.lsp.start_client({
    name = 'verity',
    cmd = { verity, 'lsp' },
    root_dir = workspace,
    capabilities = capabilities,
    init_options = { swift = workspace .. '/fake-swift' },
    flags = { debounce_text_changes = 0 },
    handlers = {
      ['window/logMessage'] = function(_, result)
        table.insert(log_messages, result.message)
      end,
    },
    on_exit = function(code, signal) exited = { code = code, signal = signal } end,
  })
  if not check('the client starts `verity lsp`', client_id ~= nil) then return end

  vim.cmd('edit ' .. vim.fn.fnameescape(feature_path))
  local bufnr = api.nvim_get_current_buf()
  check('Neovim calls the feature file `cucumber`', vim.bo[bufnr].filetype == 'cucumber',
    'filetype ' .. vim.bo[bufnr].filetype)
  vim.lsp.buf_attach_client(bufnr, client_id)

  local initialized = wait_for(function()
    local client = vim.lsp.get_client_by_id(client_id)
    return exited ~= nil or (client ~= nil and client.initialized)
  end)
  if not check('the server answers `initialize`', initialized and not exited,
    exited and ('the server exited with ' .. exited.code) or nil) then return end

  -- The scan's log line, after `initialized`.
  local scan_line
  wait_for(function()
    for _, message in ipairs(log_messages) do
      if message:match('^Verity: scanned %d+ Swift files? in') then scan_line = message return true end
    end
    return exited ~= nil
  end)
  local definitions = scan_line and tonumber(scan_line:match('(%d+) step definitions?'))
  local parameter_types = scan_line and tonumber(scan_line:match('(%d+) parameter types?'))
  check('the workspace scan logs its figures, 5 step definitions and 1 parameter type',
    definitions == 5 and parameter_types == 1,
    scan_line or ('log messages: ' .. vim.inspect(log_messages)))

  -- Diagnostics after opening: the syntax error with the parser's official message, and,
  -- while it is there, the undefined step elsewhere in the file.
  wait_for(function()
    return #diagnostics_on(bufnr, syntax_line) > 0 and #diagnostics_on(bufnr, undefined_line) > 0
  end)
  dump_buffer(bufnr, 'after opening')
  local syntax = any_message(diagnostics_on(bufnr, syntax_line), "got 'this line is not a step'")
  check('the syntax error is reported on line ' .. (syntax_line + 1) .. ' with the official message',
    syntax ~= nil and syntax.message:find('expected:', 1, true) ~= nil and syntax.severity == 1,
    syntax and syntax.message or describe(vim.diagnostic.get(bufnr)))
  local undefined = any_message(diagnostics_on(bufnr, undefined_line), 'Undefined step')
  check('the undefined step is reported on line ' .. (undefined_line + 1) .. ' while the syntax error is there',
    undefined and undefined.message:find('I eat 2 cucumbers', 1, true) ~= nil,
    undefined and undefined.message or describe(vim.diagnostic.get(bufnr)))

  -- The syntax error fixed (the line made a comment): the undefined step is still reported,
  -- nothing on the defined steps.
  api.nvim_buf_set_lines(bufnr, syntax_line, syntax_line + 1, false, { '    # this line is not a step' })
  wait_for(function()
    return #diagnostics_on(bufnr, syntax_line) == 0
      and any_message(diagnostics_on(bufnr, undefined_line), 'Undefined step')
  end)
  check('fixing the syntax error clears it', #diagnostics_on(bufnr, syntax_line) == 0,
    describe(vim.diagnostic.get(bufnr)))
  undefined = any_message(diagnostics_on(bufnr, undefined_line), 'Undefined step')
  check('the undefined step is still reported on line ' .. (undefined_line + 1),
    undefined and undefined.message:find('I eat 2 cucumbers', 1, true) ~= nil,
    undefined and undefined.message or describe(vim.diagnostic.get(bufnr)))
  local on_defined = {}
  for _, lnum in ipairs({ given_line, regex_line, colour_line }) do
    for _, d in ipairs(diagnostics_on(bufnr, lnum)) do table.insert(on_defined, d) end
  end
  check('defined steps (a regex and a custom {colour} among them) have no diagnostic', #on_defined == 0,
    describe(on_defined))
  dump_buffer(bufnr, 'after fixing the syntax error')

  -- Hover on the defined step: its pattern and the definition's doc comment.
  local step_position = { line = given_line, character = 12 }
  local hover, why = request(bufnr, 'textDocument/hover',
    { textDocument = { uri = vim.uri_from_bufnr(bufnr) }, position = step_position })
  local text = hover and hover.contents and hover_text(hover.contents) or ''
  check('hover shows the definition\'s doc comment and pattern',
    text:find('The belly starts with this many cukes.', 1, true) ~= nil
      and text:find('I have {int} cukes in my belly', 1, true) ~= nil,
    hover and text or why)

  -- Go to definition: the Swift file, on the line of `steps.given("I have {int} cukes in my belly")`.
  local result
  result, why = request(bufnr, 'textDocument/definition',
    { textDocument = { uri = vim.uri_from_bufnr(bufnr) }, position = step_position })
  local location = result and (result.uri or result.targetUri) and result or (result and result[1])
  local target = location and vim.uri_to_fname(location.uri or location.targetUri)
  local range = location and (location.range or location.targetSelectionRange)
  check('definition answers BellySteps.swift:' .. (definition_line + 1),
    target ~= nil and realpath(target) == realpath(steps_path) and range.start.line == definition_line,
    location and (tostring(target) .. ':' .. (range.start.line + 1)) or why or 'no location')
  if location then
    vim.lsp.util.jump_to_location(location, 'utf-16')
    local cursor = api.nvim_win_get_cursor(0)
    check('the jump lands there', realpath(api.nvim_buf_get_name(0)) == realpath(steps_path)
      and cursor[1] == definition_line + 1,
      api.nvim_buf_get_name(0) .. ':' .. cursor[1] .. ': ' .. (api.nvim_get_current_line()))
    -- The Swift file, attached too, shows the definition whose parameter type is defined nowhere.
    local swift_buf = api.nvim_get_current_buf()
    vim.lsp.buf_attach_client(swift_buf, client_id)
    local unknown
    wait_for(function()
      unknown = any_message(diagnostics_on(swift_buf, mood_line), '{mood}')
      return unknown ~= nil
    end)
    check('the Swift file shows the unknown parameter type {mood} on line ' .. (mood_line + 1),
      unknown ~= nil, unknown and unknown.message or describe(vim.diagnostic.get(swift_buf)))
    -- Closed again (didClose), so that the server reads the file from disk below.
    vim.cmd('buffer ' .. bufnr)
    vim.cmd('bwipeout! ' .. swift_buf)
  end

  -- An edit that defines the undefined step clears its diagnostic.
  api.nvim_buf_set_lines(bufnr, undefined_line, undefined_line + 1, false, { '    When I eat 2 cukes' })
  local cleared = wait_for(function() return #diagnostics_on(bufnr, undefined_line) == 0 end)
  check('editing the step to `When I eat 2 cukes` clears its diagnostic', cleared,
    describe(vim.diagnostic.get(bufnr)))

  -- Completion while typing a step: the definition, its parameter a snippet placeholder.
  local typing_line = undefined_line + 1
  api.nvim_buf_set_lines(bufnr, typing_line, typing_line, false, { '    And I have ' })
  local items
  items, why = request(bufnr, 'textDocument/completion', {
    textDocument = { uri = vim.uri_from_bufnr(bufnr) },
    position = { line = typing_line, character = #'    And I have ' },
  })
  items = items and (items.items or items) or {}
  local offered, texts = nil, {}
  for _, item in ipairs(items) do
    local insert = (item.textEdit and item.textEdit.newText) or item.insertText or item.label
    table.insert(texts, item.label .. ' -> ' .. insert)
    if insert:find('cukes in my belly', 1, true) and item.insertTextFormat == 2
      and (insert:find('${1', 1, true) or insert:find('$1', 1, true)) then
      offered = insert
    end
  end
  check('completion after `And I have ` offers the definition with a snippet placeholder',
    offered ~= nil, offered or why or ('offered: ' .. table.concat(texts, ' | ')))
  -- A definition written into the Swift file on disk (not through the editor) is picked up: the
  -- server looks for changed files when idle, so a new step it defines stops being undefined.
  api.nvim_buf_set_lines(bufnr, typing_line, typing_line + 1, false, { '    And I burp' })
  check('a new step `And I burp` is undefined', wait_for(function()
    return any_message(diagnostics_on(bufnr, typing_line), 'Undefined step: "I burp"')
  end), describe(diagnostics_on(bufnr, typing_line)))
  local swift = {}
  for line in io.lines(steps_path) do table.insert(swift, line) end
  table.insert(swift, #swift, '    steps.then("I burp") { _ in }')
  local file = assert(io.open(steps_path, 'w'))
  file:write(table.concat(swift, '\n'), '\n')
  file:close()
  local picked_up = wait_for(function() return #diagnostics_on(bufnr, typing_line) == 0 end)
  check('a definition added to the Swift file on disk defines `And I burp`', picked_up,
    describe(diagnostics_on(bufnr, typing_line)))

  -- The added step is taken back: no step diagnostic is left, only the quality rule's warning
  -- on the scenario that checks no outcome (`verity lint`'s no-scenario-without-then).
  api.nvim_buf_set_lines(bufnr, typing_line, typing_line + 1, false, {})
  local function only_quality_left()
    local left = vim.diagnostic.get(bufnr)
    return #left == 1 and left[1].lnum == 8 and left[1].severity == vim.diagnostic.severity.WARN
      and left[1].message:find('has no Then step', 1, true) ~= nil
  end
  local clean = wait_for(only_quality_left)
  dump_buffer(bufnr, 'after the edits')
  check('the edited file has no step diagnostic left, only the warning that "A broken one" has no Then step',
    clean, describe(vim.diagnostic.get(bufnr)))

  check_references_and_rename(bufnr, definition_line)
  check_run_scenario(client_id)

  -- The server stops when asked: shutdown, exit, status 0.
  vim.lsp.stop_client(client_id)
  wait_for(function() return exited ~= nil end)
  check('the server exits with status 0 after shutdown and exit', exited ~= nil and exited.code == 0,
    exited and ('status ' .. exited.code .. ', signal ' .. exited.signal) or 'still running')
end

--- The bank (`VERITY_LSP_BANK` set: the workspace is a copy of Examples/Bank's requirement
--- tests): one phrase defined twice, by the API suite and by the browser suite, found and
--- renamed across its feature files from `signing-in.feature`.
local function run_bank()
  local feature = workspace .. '/Features/signing-in.feature'
  local pattern = 'steps.when("{string} signs in with the password {string}")'
  local scanned = false
  local client_id = vim.lsp.start_client({
    name = 'verity', cmd = { verity, 'lsp' }, root_dir = workspace,
    handlers = {
      ['window/logMessage'] = function(_, result)
        if result.message:find('Verity: scanned', 1, true) then scanned = true end
      end,
    },
  })
  vim.cmd('edit ' .. feature)
  local bufnr = api.nvim_get_current_buf()
  vim.lsp.buf_attach_client(bufnr, client_id)
  if not check('the bank\'s Swift files are scanned', wait_for(function() return scanned end)) then return end

  local row = buffer_line_of(bufnr, 'When "ada" signs in with the password "lovelace"')
  api.nvim_win_set_cursor(0, { row + 1, 14 })
  local found = references_here()
  say('---- references of `When "ada" signs in with the password "lovelace"` ----')
  for _, place in ipairs(found) do say('  ' .. place) end
  local expected = {
    'APISteps.swift:' .. (line_of(workspace .. '/APISteps.swift', pattern) + 1),
    'UISteps.swift:' .. (line_of(workspace .. '/UISteps.swift', pattern) + 1),
  }
  for _, name in ipairs({ 'signing-in.feature', 'refused-requests.feature' }) do
    local n = 0
    for line in io.lines(workspace .. '/Features/' .. name) do
      n = n + 1
      if line:find(' signs in with the password ', 1, true) then table.insert(expected, name .. ':' .. n) end
    end
  end
  table.sort(found)
  table.sort(expected)
  check('find all references lists the API and browser definitions and every step of the phrase',
    table.concat(found, ' ') == table.concat(expected, ' '), table.concat(found, ', '))

  api.nvim_set_current_buf(bufnr)
  api.nvim_win_set_cursor(0, { row + 1, 14 })
  vim.lsp.buf.rename('{string} logs in with the password {string}')
  local renamed = wait_for(function()
    return buffer_line_of(bufnr, 'When "ada" logs in with the password "lovelace"') ~= nil
  end)
  dump_buffer(bufnr, 'after renaming the phrase to `{string} logs in with the password {string}`')
  local rewritten = {}
  for _, name in ipairs({ 'APISteps.swift', 'UISteps.swift', 'Features/refused-requests.feature' }) do
    local other = vim.fn.bufnr(workspace .. '/' .. name)
    local text = other ~= -1 and table.concat(api.nvim_buf_get_lines(other, 0, -1, false), '\n') or ''
    local line = text:match('[^\n]*logs in with the password[^\n]*') or '(not rewritten)'
    say('---- ' .. name .. ' | ' .. line)
    table.insert(rewritten, line)
  end
  check('rename rewrites the steps, the outline\'s step and both suites\' patterns',
    renamed and rewritten[1]:find('"{string} logs in with the password {string}"', 1, true) ~= nil
      and rewritten[2]:find('"{string} logs in with the password {string}"', 1, true) ~= nil
      and rewritten[3]:find('"<username>" logs in with the password "<password>"', 1, true) ~= nil,
    table.concat(rewritten, ' / '))
  vim.lsp.stop_client(client_id)
end

local ok, err = xpcall(vim.env.VERITY_LSP_BANK and run_bank or run, debug.traceback)
if not ok then
  say('FAIL the script broke: ' .. tostring(err))
  vim.cmd('cquit 2')
end
say(string.format('%d passed, %d failed', passes, failures))
vim.cmd(failures == 0 and 'qall!' or 'cquit 1')
