"""Workers and batch jobs around generate (the h25 round): `threading.local()` records, pool
initializers (concurrent.futures and multiprocessing), `dict.setdefault` with a key the walk does
not know (a cache per conversation), files written and read a line at a time (JSON lines), and
environment variables read without a default. What a user sees: the code, the severity, the
message, where the evidence points, and silence where the walk cannot know."""

from __future__ import annotations

import textwrap

import analysed

HEAD = textwrap.dedent("""\
    import json
    import multiprocessing
    import os
    import threading
    from concurrent.futures import ThreadPoolExecutor

    from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache, pipeline

    tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    enc = tok("hello hello hello", return_tensors="pt")
""")
LINES = HEAD.count("\n")


def run(body: str, release: str = "5.23.0"):
    return analysed.findings(HEAD + textwrap.dedent(body), "/work/project/run.py", release)


def codes(body: str, **kw) -> list[tuple[int, str, str]]:
    return [(f.span.line - LINES, f.code, f.severity.value) for f in run(body, **kw)]


def notes(finding) -> list[tuple[int, str]]:
    return [(e.span.line - LINES, e.note) for e in finding.evidence]


# ---------------------------------------------------------------- threading.local()


def test_a_thread_local_pipeline_made_on_first_use_is_the_pipeline():
    (finding,) = run("""
        _local = threading.local()
        def get_pipe():
            if not hasattr(_local, "pipe"):
                _local.pipe = pipeline("text-generation", model="openai-community/gpt2")
            return _local.pipe
        def serve(prompt):
            return get_pipe()(prompt, generate_kwargs={"max_new_tokens": 4})
        serve("hi")
    """)
    assert (finding.span.line - LINES, finding.code, finding.severity.value) == (8, "HF123", "error")
    assert finding.raises is not None and "['generate_kwargs']" in finding.raises.message


def test_thread_local_attributes_read_with_getattr_and_a_default():
    assert codes("""
        tls = threading.local()
        def settings():
            if getattr(tls, "kw", None) is None:
                tls.kw = {"use_cache": False}
            return tls.kw
        model.generate(**enc, assistant_model=draft, **settings())
    """) == [(7, "HF101", "error")]


def test_a_thread_local_attribute_the_walk_never_saw_written_stays_silent():
    assert (
        codes("""
        tls = threading.local()
        def work(fn):
            fn(tls)
            model.generate(**enc, assistant_model=draft, use_cache=tls.cache)
        work(print)
    """)
        == []
    )


# ---------------------------------------------------------------- pool initializers


def test_a_thread_pool_initializer_runs_before_the_tasks():
    (finding,) = run("""
        tls = threading.local()
        def init(flag):
            tls.use_cache = flag
        def work(prompt):
            return model.generate(**enc, assistant_model=draft, use_cache=tls.use_cache)
        with ThreadPoolExecutor(max_workers=1, initializer=init, initargs=(False,)) as pool:
            list(pool.map(work, ["a", "b"]))
    """)
    assert (finding.span.line - LINES, finding.code, finding.severity.value) == (6, "HF101", "error")
    assert (7, "`False` written here") in notes(finding)


def test_a_process_pool_initializer_and_map_with_a_chunksize():
    assert codes("""
        _worker = {}
        def init(name):
            _worker["model"] = AutoModelForCausalLM.from_pretrained(name)
        def run(prompt):
            return _worker["model"].generate(**enc, prompt_lookup_num_tokens=2, max_new_tokens=4)
        with multiprocessing.Pool(1, init, ("state-spaces/mamba-130m-hf",)) as pool:
            pool.map(run, ["a"], chunksize=1)
    """) == [(6, "HF104", "error")]


def test_a_process_pool_apply_async_calls_the_function_with_its_args_and_kwds():
    assert codes("""
        def run(prompt, use_cache=True):
            return model.generate(**enc, assistant_model=draft, use_cache=use_cache)
        with multiprocessing.Pool(processes=1) as pool:
            pool.apply_async(run, ("a",), {"use_cache": False}).get()
    """) == [(3, "HF101", "error")]


def test_a_context_s_pool_is_a_process_pool():
    # `multiprocessing.get_context(...)` has the module's API: its Pool runs the initializer,
    # then the tasks (imported by name too).
    for make in ('multiprocessing.get_context("spawn").Pool', "multiprocessing.get_context().Pool"):
        assert codes(f"""
            _worker = {{}}
            def init(name):
                _worker["model"] = AutoModelForCausalLM.from_pretrained(name)
            def run(prompt):
                return _worker["model"].generate(**enc, prompt_lookup_num_tokens=2, max_new_tokens=4)
            with {make}(1, init, ("state-spaces/mamba-130m-hf",)) as pool:
                pool.map(run, ["a"])
        """) == [(6, "HF104", "error")], make


def test_map_over_a_generator_of_batches_calls_the_function_on_each_batch():
    body = """
        SIZE = {size}
        def batches(items, size):
            for i in range(0, len(items), size):
                yield items[i : i + size]
        def run(batch):
            ids = tok(batch, return_tensors="pt", padding=True)
            return model.generate(**ids, assistant_model=draft, max_new_tokens=4)
        with multiprocessing.get_context("fork").Pool(2) as pool:
            list(pool.imap_unordered(run, batches(["a", "b", "c", "d"], SIZE)))
    """
    assert codes(body.format(size=2)) == [(8, "HF106", "error")]
    assert codes(body.format(size=1)) == []
    assert codes(body.format(size=2).replace("pool.imap_unordered(run", "map(run")) == [(8, "HF106", "error")]


def test_a_pool_initializer_that_keeps_the_cache_on_is_silent():
    assert (
        codes("""
        tls = threading.local()
        def init():
            tls.kw = {"use_cache": True}
        def work(prompt):
            return model.generate(**enc, assistant_model=draft, **tls.kw)
        with ThreadPoolExecutor(initializer=init) as pool:
            list(pool.map(work, ["a"]))
    """)
        == []
    )


# ---------------------------------------------------------------- setdefault with a key not known


def test_setdefault_with_a_key_not_known_on_an_empty_dict_gives_the_default():
    (finding,) = run("""
        caches = {}
        def chat(conv_id, text):
            cache = caches.setdefault(conv_id, DynamicCache())
            return model.generate(**tok(text, return_tensors="pt"), cache=cache, max_new_tokens=4)
        chat(input(), "hi")
    """)
    assert (finding.span.line - LINES, finding.code, finding.severity.value) == (5, "HF122", "error")


def test_setdefault_with_a_key_not_known_after_other_keys_is_unknown():
    assert (
        codes("""
        prefs = {"alice": {"use_cache": True}}
        kw = prefs.setdefault(input(), {"use_cache": False})
        model.generate(**enc, assistant_model=draft, **kw)
    """)
        == []
    )


def test_setdefault_in_a_loop_gives_an_earlier_value_or_the_default():
    assert codes("""
        prefs = {}
        for user in json.loads(input()):
            kw = prefs.setdefault(user, {"use_cache": False})
            model.generate(**enc, assistant_model=draft, **kw)
    """) == [(5, "HF101", "error")]


def test_a_constant_key_written_on_some_paths_gives_the_default_on_the_others():
    assert codes("""
        state = {}
        errors = []
        for attempt in range(3):
            try:
                cache = state.setdefault("cache", DynamicCache())
                model.generate(**enc, cache=cache, max_new_tokens=4)
                break
            except ValueError as exc:
                errors.append(exc)
        else:
            raise errors[-1]
    """) == [(7, "HF122", "error")]


# ---------------------------------------------------------------- files written a line at a time


def test_json_lines_written_in_a_loop_and_read_by_iterating_the_handle():
    (finding,) = run("""
        with open("jobs.jsonl", "w") as fh:
            for job in [{"use_cache": True}, {"use_cache": False}]:
                fh.write(json.dumps(job) + "\\n")
        with open("jobs.jsonl") as fh:
            for line in fh:
                model.generate(**enc, assistant_model=draft, **json.loads(line))
    """)
    assert (finding.span.line - LINES, finding.code, finding.severity.value) == (7, "HF101", "error")
    assert finding.detail.startswith('for line = "{\\"use_cache\\": false}\\n": use_cache is set to False')


def test_readlines_and_list_of_a_handle_give_the_lines():
    assert codes("""
        with open("a.jsonl", "w") as fh:
            fh.write(json.dumps({"num_return_sequences": 2}) + "\\n")
        with open("a.jsonl") as fh:
            rows = [json.loads(x) for x in fh.readlines()]
        model.generate(**enc, assistant_model=draft, do_sample=True, **rows[0])
        with open("a.jsonl") as fh:
            rows = [json.loads(x) for x in list(fh)]
        model.generate(**enc, assistant_model=draft, do_sample=True, **rows[0])
    """) == [(6, "HF105", "error"), (9, "HF105", "error")]


def test_opening_for_writing_empties_the_file_and_appending_adds_to_it():
    assert (
        codes("""
        with open("s.txt", "w") as fh:
            fh.write("use_cache=False\\n")
        with open("s.txt", "w") as fh:
            fh.write("use_cache=True\\n")
        with open("s.txt", "a") as fh:
            fh.write("max_new_tokens=4\\n")
        opts = {}
        for line in open("s.txt"):
            key, _, value = line.strip().partition("=")
            opts[key] = value
        model.generate(**enc, assistant_model=draft, use_cache=opts["use_cache"] == "True")
    """)
        == []
    )


def test_a_file_written_by_code_the_walk_does_not_follow_is_not_empty():
    assert codes("""
        import csv
        with open("s.csv", "w") as fh:
            csv.writer(fh).writerow(["x"])
        text = open("s.csv").read()
        kw = {} if text else {"use_cache": False}
        model.generate(**enc, assistant_model=draft, **kw)
    """) == [(7, "HF101", "warning")]


def test_lines_of_a_file_the_script_did_not_write_are_unknown():
    assert (
        codes("""
        with open("jobs.jsonl") as fh:
            for line in fh:
                model.generate(**enc, assistant_model=draft, **json.loads(line))
    """)
        == []
    )


# ---------------------------------------------------------------- environment variables


def test_a_variable_read_without_a_default_is_none_while_it_is_not_set():
    (finding,) = run("""
        path = os.environ.get("JOB_FILE")
        settings = {"use_cache": False} if path is None else json.load(open(path))
        model.generate(**enc, assistant_model=draft, **settings)
    """)
    assert (finding.span.line - LINES, finding.code, finding.severity.value) == (4, "HF101", "warning")
    assert finding.condition == "while JOB_FILE is not set in the environment"


def test_a_switch_read_without_a_default_keeps_its_unset_path():
    assert (
        codes("""
        if os.getenv("NO_CACHE"):
            model.generation_config.use_cache = False
        model.generate(**enc, assistant_model=draft)
    """)
        == []
    )
