-- Neovim 0.11 as a real LSP client of hflint, run headless by tests/editors/test_neovim.py:
--
--   nvim --headless --clean --cmd "let g:loaded_python3_provider=0" \
--        -l nvim_check.lua FILE RESULT_JSON SECONDS SNIPPET [MODE]
--
-- SNIPPET is the README's Neovim configuration, written to a file by the test: the script runs it
-- as a user's init.lua would, so the server is started exactly as the README tells users
-- (`hflint server` found on PATH).
--
-- MODE "check" (the default): FILE is the reproducer (one HF101 on line 7); the script opens it,
-- waits for the diagnostic, hovers it, applies the preferred quick fix, waits for the diagnostics
-- to clear and checks the buffer. MODE "missing": PATH has no `hflint`; the script opens FILE
-- and waits for the README snippet's warning to reach the user (`:messages`), and checks that
-- no client started. It writes what it saw to RESULT_JSON and exits 0 only when every check held.
-- Every wait is vim.wait on a condition; a watchdog timer ends the run after SECONDS.

local file, result_path = arg[1], arg[2]
local seconds = tonumber(arg[3] or '60')
local snippet_path, mode = arg[4], arg[5] or 'check'
assert(file and result_path and snippet_path, 'usage: nvim -l nvim_check.lua FILE RESULT_JSON SECONDS SNIPPET [MODE]')

local t0 = vim.uv.hrtime()
local function now_ms()
  return math.floor((vim.uv.hrtime() - t0) / 1e6)
end

local result = { ok = false, steps = {}, messages = {}, nvim = tostring(vim.version()) }

local function write_result()
  result.elapsed_ms = now_ms()
  local f = assert(io.open(result_path, 'w'))
  f:write(vim.json.encode(result))
  f:close()
end

-- The watchdog runs on the event loop: it fires during any vim.wait that never ends. (A Lua loop
-- that never yields cannot be stopped from inside; the test's `timeout` covers that case.)
local watchdog = assert(vim.uv.new_timer())
watchdog:start(seconds * 1000, 0, function()
  result.error = ('watchdog: still running after %d s (step: %s)'):format(seconds, result.step or 'start')
  pcall(write_result)
  os.exit(3)
end)

local function check(cond, fmt, ...)
  if not cond then
    error(fmt:format(...), 0)
  end
end

local function step(name, fn)
  result.step = name
  local start = now_ms()
  local value = fn()
  table.insert(result.steps, { name = name, ms = now_ms() - start })
  return value
end

-- Wait for `cond` (checked every 20 ms, events processed in between), or fail naming `what`.
local function wait_for(what, cond, timeout_ms)
  local ok, code = vim.wait(timeout_ms or 15000, cond, 20)
  check(ok, 'timed out (%s) waiting for %s', tostring(code), what)
end

-- Keep what the server says to the user: a failing run then shows why.
for _, method in ipairs({ 'window/showMessage', 'window/logMessage' }) do
  vim.lsp.handlers[method] = function(_, params)
    table.insert(result.messages, ('%s: %s'):format(method, params and params.message or '?'))
    return vim.NIL
  end
end

local function main()
  -- The README's snippet, as init.lua runs it; then the one setting these checks rely on (the
  -- README shows it commented out, as an example), merged into the README's configuration.
  assert(loadfile(snippet_path))()
  vim.lsp.config('hflint', { init_options = { transformersVersion = '5.23.0' } })
  result.server_path = vim.fn.exepath('hflint')

  local buf = step('open', function()
    vim.cmd.edit(vim.fn.fnameescape(file))
    local b = vim.api.nvim_get_current_buf()
    result.filetype = vim.bo[b].filetype
    check(result.filetype == 'python', 'filetype is %q, not python', result.filetype)
    return b
  end)

  local client = step('attach', function()
    local found
    wait_for('the hflint client to attach and initialize', function()
      found = vim.lsp.get_clients({ bufnr = buf, name = 'hflint' })[1]
      return found ~= nil and found.initialized == true
    end)
    result.offset_encoding = found.offset_encoding
    result.server_name = found.server_info and found.server_info.name
    result.pull_diagnostics = found.server_capabilities.diagnosticProvider ~= nil
    result.cmd = found.config.cmd
    result.root_dir = found.config.root_dir
    return found
  end)

  local function hflint_diagnostics()
    return vim.tbl_filter(function(d)
      return d.source == 'hflint'
    end, vim.diagnostic.get(buf))
  end

  local diag = step('diagnostic', function()
    wait_for('an hflint diagnostic', function()
      return #hflint_diagnostics() > 0
    end)
    local diags = hflint_diagnostics()
    result.diagnostics = vim.tbl_map(function(d)
      return { code = d.code, lnum = d.lnum, col = d.col, end_col = d.end_col, severity = d.severity,
               message = d.message }
    end, diags)
    check(#diags == 1, 'expected one diagnostic, got %d', #diags)
    local d = diags[1]
    check(d.code == 'HF101', 'diagnostic code is %s', tostring(d.code))
    check(d.severity == vim.diagnostic.severity.ERROR, 'severity is %s', tostring(d.severity))
    local line = vim.api.nvim_buf_get_lines(buf, d.lnum, d.lnum + 1, true)[1]
    result.flagged = line:sub(d.col + 1, d.end_col)
    check(d.lnum == 6 and result.flagged == 'generate', 'flagged %q on line %d', result.flagged, d.lnum + 1)
    return d
  end)

  step('hover', function()
    vim.api.nvim_win_set_cursor(0, { diag.lnum + 1, diag.col + 3 })
    local params = vim.lsp.util.make_position_params(0, client.offset_encoding)
    local replies = vim.lsp.buf_request_sync(buf, 'textDocument/hover', params, 10000)
    check(replies and replies[client.id], 'no hover reply')
    local reply = replies[client.id]
    check(reply.err == nil, 'hover error: %s', vim.inspect(reply.err))
    local contents = reply.result and reply.result.contents
    check(type(contents) == 'table', 'hover has no contents')
    result.hover_kind = contents.kind
    result.hover = contents.value
    check(contents.kind == 'markdown', 'hover kind is %s', tostring(contents.kind))
    check(contents.value:find('**HF101**', 1, true), 'hover lacks **HF101**')
  end)

  step('quick fix', function()
    local params = vim.lsp.util.make_range_params(0, client.offset_encoding)
    params.context = {
      diagnostics = vim.lsp.diagnostic.from({ diag }),
      only = { 'quickfix' },
      triggerKind = 1,
    }
    local replies = vim.lsp.buf_request_sync(buf, 'textDocument/codeAction', params, 10000)
    check(replies and replies[client.id], 'no code action reply')
    local reply = replies[client.id]
    check(reply.err == nil, 'code action error: %s', vim.inspect(reply.err))
    local actions = reply.result or {}
    result.actions = vim.tbl_map(function(a)
      return { title = a.title, kind = a.kind, preferred = a.isPreferred == true }
    end, actions)
    local preferred = vim.tbl_filter(function(a)
      return a.isPreferred
    end, actions)
    check(#preferred == 1, 'expected one preferred action, got %d', #preferred)
    local action = preferred[1]
    check(action.title:find('use_cache=True', 1, true), 'preferred action is %q', action.title)
    check(action.edit ~= nil, 'preferred action has no edit')
    result.applied = action.title
    vim.lsp.util.apply_workspace_edit(action.edit, client.offset_encoding)
  end)

  step('clean', function()
    wait_for('the diagnostics to clear after the fix', function()
      return #hflint_diagnostics() == 0
    end)
    local line = vim.api.nvim_buf_get_lines(buf, 6, 7, true)[1]
    result.fixed_line = line
    check(line:find('use_cache=True', 1, true) and not line:find('use_cache=False', 1, true),
      'line 7 after the fix: %s', line)
  end)

  step('stop', function()
    client:stop()
    wait_for('the server to exit', function()
      return client:is_stopped()
    end, 5000)
  end)
end

-- PATH has no hflint: the README's snippet must tell the user, and nothing must start.
local function missing()
  result.server_path = vim.fn.exepath('hflint')
  check(result.server_path == '', 'hflint is on PATH after all: %s', result.server_path)
  assert(loadfile(snippet_path))()
  local buf = step('open', function()
    vim.cmd.edit(vim.fn.fnameescape(file))
    return vim.api.nvim_get_current_buf()
  end)
  step('warning', function()
    -- What the user sees: the message area, kept in :messages.
    wait_for('the warning in :messages', function()
      return vim.api.nvim_exec2('messages', { output = true }).output:find('hflint', 1, true) ~= nil
    end, 5000)
    result.shown = vim.api.nvim_exec2('messages', { output = true }).output
  end)
  step('no client', function()
    vim.wait(500)
    result.clients = #vim.lsp.get_clients({ bufnr = buf, name = 'hflint' })
    check(result.clients == 0, '%d hflint clients started without an hflint', result.clients)
  end)
end

local ok, err = xpcall(mode == 'missing' and missing or main, debug.traceback)
watchdog:stop()
result.ok = ok
if not ok then
  result.error = tostring(err)
end
write_result()
if not ok then
  io.stderr:write('nvim_check: ' .. tostring(err) .. '\n')
  os.exit(1)
end
