;;; eglot_check.el --- Emacs eglot as a real LSP client of hflint  -*- lexical-binding: t; -*-

;; Run in batch by tests/editors/test_emacs.py:
;;
;;   emacs --batch -Q -l eglot_check.el FILE RESULT_JSON SECONDS SETTINGS SNIPPET
;;
;; SNIPPET is the README's Emacs configuration, written to a file by the test: the script loads
;; it as an init file would.  SETTINGS is how the settings reach the server: "workspace" (the
;; README's `eglot-workspace-configuration', which it shows commented out as an example) or
;; "init" (`:initializationOptions' in the server's entry of `eglot-server-programs'); or
;; "missing": PATH has no `hflint', and the run checks that visiting FILE shows the README
;; snippet's warning (in *Warnings*) and starts no server.
;;
;; FILE is the reproducer (one HF101 on line 7).  The script configures eglot with the README's
;; snippet, visits FILE, waits for the HF101 diagnostic to reach Flymake, asks for the hover
;; (raw, and as eldoc shows it), applies the preferred quick fix and waits for Flymake to
;; clear.  It writes what it saw to RESULT_JSON and exits 0 only when every check held.
;; Every wait is an `accept-process-output' loop with a deadline; a watchdog timer ends the
;; run after SECONDS.
;;
;; Batch Emacs has no command loop, so the script runs `post-command-hook' itself where a
;; user's next keystroke would (that is when `eglot-ensure' connects and Flymake starts), and
;; sends the pending didChange itself where eglot would on an idle timer (idle timers never
;; fire in batch).

;;; Code:

(require 'cl-lib)
(require 'json)
(require 'package)
(require 'subr-x)

(defvar hflint-check-file (pop command-line-args-left))
(defvar hflint-check-result-file (pop command-line-args-left))
(defvar hflint-check-seconds (string-to-number (or (pop command-line-args-left) "60")))
(defvar hflint-check-settings (or (pop command-line-args-left) "workspace"))
(defvar hflint-check-snippet (pop command-line-args-left))
(setq command-line-args-left nil)       ; nothing else for Emacs to visit

(unless (and hflint-check-file hflint-check-result-file hflint-check-snippet)
  (error "usage: emacs --batch -Q -l eglot_check.el FILE RESULT_JSON SECONDS SETTINGS SNIPPET"))

(defvar hflint-check--t0 (float-time))
(defvar hflint-check--result nil "Alist of what the run saw; written as a JSON object.")
(defvar hflint-check--step "start")
(defvar hflint-check--server nil)

(defun hflint-check--ms ()
  (round (* 1000 (- (float-time) hflint-check--t0))))

(defun hflint-check--put (key value)
  (setf (alist-get key hflint-check--result) value))

(defun hflint-check--events-tail ()
  "The end of eglot's event log, for a failing run's report."
  (when-let* ((server hflint-check--server)
              (buffer (ignore-errors (jsonrpc-events-buffer server))))
    (with-current-buffer buffer
      (buffer-substring-no-properties (max (point-min) (- (point-max) 4000)) (point-max)))))

(defun hflint-check--write ()
  (hflint-check--put 'elapsed_ms (hflint-check--ms))
  (hflint-check--put 'step hflint-check--step)
  (let ((coding-system-for-write 'utf-8))
    (with-temp-file hflint-check-result-file
      (insert (json-encode hflint-check--result)))))

(defun hflint-check--fail (code message)
  (hflint-check--put 'ok :json-false)
  (hflint-check--put 'error message)
  (hflint-check--put 'events (hflint-check--events-tail))
  (ignore-errors (hflint-check--write))
  (message "eglot_check: %s" message)
  (kill-emacs code))

;; The watchdog: an ordinary timer, so it fires inside any waiting loop below.
(run-with-timer hflint-check-seconds nil
                (lambda ()
                  (hflint-check--fail 3 (format "watchdog: still running after %s s (step: %s)"
                                                hflint-check-seconds hflint-check--step))))

(defmacro hflint-check--step (name &rest body)
  "Run BODY as the step NAME, timing it."
  (declare (indent 1))
  (let ((start (make-symbol "start")))
    `(let ((,start (hflint-check--ms)))
       (setq hflint-check--step ,name)
       (prog1 (progn ,@body)
         (push `((name . ,,name) (ms . ,(- (hflint-check--ms) ,start)))
               (alist-get 'steps hflint-check--result))))))

(defun hflint-check--check (condition format-string &rest args)
  (unless condition
    (error "%s" (apply #'format format-string args))))

(defun hflint-check--tick ()
  "What the command loop does after a command: run `post-command-hook'."
  (run-hooks 'post-command-hook))

(defun hflint-check--wait (what predicate &optional seconds)
  "Process events until PREDICATE holds; fail naming WHAT after SECONDS (default 20)."
  (let ((deadline (+ (float-time) (or seconds 20))))
    (while (not (funcall predicate))
      (when (> (float-time) deadline)
        (error "Timed out waiting for %s" what))
      (accept-process-output nil 0.02)
      (hflint-check--tick))))

;; -Q leaves out site-lisp, where Debian's elpa-* packages live: activate packages as an
;; init file would.  (Emacs 29 and later have eglot built in.)
(dolist (dir '("/usr/share/emacs/site-lisp/elpa"))
  (when (file-directory-p dir)
    (add-to-list 'package-directory-list dir t)))
(unless (require 'eglot nil t)
  (package-initialize)
  (require 'eglot))
(require 'flymake)

;; The README's snippet, as an init file runs it.
(load hflint-check-snippet nil t t)
(when (equal hflint-check-settings "workspace")
  ;; The settings the README shows commented out, as an example; the checks rely on them.
  (setq-default eglot-workspace-configuration
                '(:hflint (:transformersVersion "5.23.0"))))

(when (equal hflint-check-settings "init")
  ;; The same settings as initializationOptions, and no workspace configuration.
  (setq-default eglot-workspace-configuration nil)
  (add-to-list 'eglot-server-programs
               '((python-mode python-ts-mode)
                 . ("hflint" "server" :initializationOptions (:transformersVersion "5.23.0")))))

(defun hflint-check--diagnostics ()
  "Flymake's hflint diagnostics in the current buffer."
  (cl-remove-if-not (lambda (d) (string-prefix-p "hflint" (flymake-diagnostic-text d)))
                    (flymake-diagnostics)))

(defun hflint-check--missing ()
  "PATH has no hflint: visiting a Python file warns, and no server starts."
  (hflint-check--put 'emacs emacs-version)
  (hflint-check--put 'eglot (let ((desc (cadr (assq 'eglot package-alist))))
                              (if desc (package-version-join (package-desc-version desc)) "built-in")))
  (hflint-check--put 'server_path (or (executable-find "hflint") ""))
  (hflint-check--check (null (executable-find "hflint")) "hflint is on exec-path after all")
  (let (buffer)
    (hflint-check--step "open"
      (setq buffer (find-file hflint-check-file))
      (hflint-check--put 'mode (symbol-name major-mode))
      (hflint-check--tick))
    (hflint-check--step "warning"
      (let ((warnings (get-buffer "*Warnings*")))
        (hflint-check--check warnings "no *Warnings* buffer")
        (hflint-check--put 'warnings (with-current-buffer warnings (buffer-string)))))
    (hflint-check--step "no server"
      (accept-process-output nil 0.5)
      (hflint-check--tick)
      (hflint-check--put 'managed (if (with-current-buffer buffer (bound-and-true-p eglot--managed-mode)) t :json-false))
      (hflint-check--put 'servers (hash-table-count eglot--servers-by-project)))))

(defun hflint-check--main ()
  (hflint-check--put 'emacs emacs-version)
  (hflint-check--put 'settings hflint-check-settings)
  (hflint-check--put 'eglot (let ((desc (cadr (assq 'eglot package-alist))))
                              (if desc (package-version-join (package-desc-version desc)) "built-in")))
  (hflint-check--put 'server_path (or (executable-find "hflint") ""))
  (let (buffer diag beg end)
    (hflint-check--step "open"
      (setq buffer (find-file hflint-check-file))
      (hflint-check--put 'mode (symbol-name major-mode))
      (hflint-check--check (derived-mode-p 'python-mode 'python-ts-mode) "major mode is %s" major-mode))

    (hflint-check--step "connect"
      (hflint-check--tick)             ; the command loop's turn: `eglot-ensure' connects here
      (hflint-check--wait "eglot to manage the buffer"
                          (lambda () (with-current-buffer buffer
                                       (and eglot--managed-mode (eglot-current-server)))))
      (setq hflint-check--server (eglot-current-server))
      (hflint-check--put 'server_command (process-command (jsonrpc--process hflint-check--server))))

    (hflint-check--step "diagnostic"
      (hflint-check--wait "an hflint diagnostic in Flymake"
                          (lambda () (with-current-buffer buffer (hflint-check--diagnostics))))
      (let ((diags (hflint-check--diagnostics)))
        (hflint-check--put 'diagnostics (mapcar #'flymake-diagnostic-text diags))
        (hflint-check--check (= (length diags) 1) "expected one diagnostic, got %d" (length diags))
        (setq diag (car diags)
              beg (flymake-diagnostic-beg diag)
              end (flymake-diagnostic-end diag))
        (hflint-check--put 'flagged (buffer-substring-no-properties beg end))
        (hflint-check--put 'line (line-number-at-pos beg))
        (hflint-check--put 'type (symbol-name (flymake-diagnostic-type diag)))
        (hflint-check--check (string-prefix-p "hflint [HF101]: With transformers 5.23.0"
                                              (flymake-diagnostic-text diag))
                             "diagnostic text: %s" (flymake-diagnostic-text diag))
        (hflint-check--check (and (= (line-number-at-pos beg) 7)
                                  (equal (buffer-substring-no-properties beg end) "generate"))
                             "flagged %S on line %d" (buffer-substring-no-properties beg end)
                             (line-number-at-pos beg))
        (hflint-check--check (eq (flymake-diagnostic-type diag) 'eglot-error)
                             "type is %s" (flymake-diagnostic-type diag))))

    (hflint-check--step "hover"
      (goto-char (+ beg 3))
      (let* ((hover (jsonrpc-request hflint-check--server :textDocument/hover
                                     (eglot--TextDocumentPositionParams)))
             (contents (plist-get hover :contents))
             (shown nil))
        (hflint-check--put 'hover_kind (plist-get contents :kind))
        (hflint-check--put 'hover (plist-get contents :value))
        (hflint-check--check (equal (plist-get contents :kind) "markdown") "hover kind %S"
                             (plist-get contents :kind))
        (hflint-check--check (string-match-p (regexp-quote "**HF101**") (plist-get contents :value))
                             "hover lacks **HF101**")
        ;; The same hover the way a user meets it: eglot's eldoc function.
        (eglot-hover-eldoc-function (lambda (info &rest _) (setq shown (or info ""))))
        (hflint-check--wait "eldoc's hover text" (lambda () shown) 10)
        (hflint-check--put 'eldoc shown)
        (hflint-check--check (string-match-p "HF101" shown) "eldoc shows %S" shown)))

    (hflint-check--step "quick fix"
      (let* ((actions (eglot-code-actions beg end "quickfix"))
             (preferred (cl-remove-if-not (lambda (a) (eq (plist-get a :isPreferred) t)) actions)))
        (hflint-check--put 'actions (mapcar (lambda (a) (plist-get a :title)) actions))
        (hflint-check--check (= (length preferred) 1) "expected one preferred action, got %d"
                             (length preferred))
        (hflint-check--put 'applied (plist-get (car preferred) :title))
        (hflint-check--check (string-match-p (regexp-quote "use_cache=True")
                                             (plist-get (car preferred) :title))
                             "preferred action is %S" (plist-get (car preferred) :title))
        ;; What eglot does with the action the user picks from `eglot-code-actions'.
        (eglot--apply-workspace-edit (plist-get (car preferred) :edit))
        (eglot--signal-textDocument/didChange)))

    (hflint-check--step "clean"
      (hflint-check--wait "Flymake to clear after the fix"
                          (lambda () (with-current-buffer buffer (null (hflint-check--diagnostics)))))
      (let ((line (save-excursion (goto-char (point-min)) (forward-line 6)
                                  (buffer-substring-no-properties (point) (line-end-position)))))
        (hflint-check--put 'fixed_line line)
        (hflint-check--check (and (string-match-p (regexp-quote "use_cache=True") line)
                                  (not (string-match-p (regexp-quote "use_cache=False") line)))
                             "line 7 after the fix: %s" line)))

    (hflint-check--step "shutdown"
      (set-buffer-modified-p nil)
      (eglot-shutdown hflint-check--server))))

(condition-case err
    (progn
      (if (equal hflint-check-settings "missing") (hflint-check--missing) (hflint-check--main))
      (hflint-check--put 'ok t)
      (setf (alist-get 'steps hflint-check--result) (nreverse (alist-get 'steps hflint-check--result)))
      (hflint-check--write)
      (kill-emacs 0))
  (error (hflint-check--fail 1 (format "%s: %s" hflint-check--step (error-message-string err)))))

;;; eglot_check.el ends here
