"""Micro-batching workers (h129): a batch taken from a `queue.Queue` up to a size,
`while len(batch) < limit: try: batch.append(q.get_nowait()) except queue.Empty: break`, holds
the items waiting in the queue (core/queues.py), counted in a script that runs in one thread.
What a user sees, and where the analysis stays silent."""

from __future__ import annotations

import textwrap

from hflint.core.findings import Severity

import analysed

RELEASE = "5.23.0"
HEAD = textwrap.dedent("""\
    import queue

    from transformers import AutoModelForCausalLM, AutoTokenizer

    tok = AutoTokenizer.from_pretrained("openai-community/gpt2", padding_side="left")
    tok.pad_token = tok.eos_token
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    requests = queue.Queue()


    def drain(q, limit):
        batch = []
        while len(batch) < limit:
            try:
                batch.append(q.get_nowait())
            except queue.Empty:
                break
        return batch


    def answer(prompts):
        enc = tok(prompts, return_tensors="pt", padding=True)
        return model.generate(**enc, assistant_model=draft, max_new_tokens=4)
""")
GENERATE_LINE = 24


def findings(body: str, release: str = RELEASE, head: str = HEAD):
    return analysed.findings(head + textwrap.dedent(body), "script.py", release)


def codes(body: str, release: str = RELEASE, head: str = HEAD) -> list[tuple[str, str]]:
    return [(f.code, f.severity.value) for f in findings(body, release, head)]


# ---------------------------------------------------------------- what a batch holds


def test_a_batch_drained_from_the_queue_holds_the_waiting_requests():
    (f,) = findings("""\
        for p in ["hello world", "tell me a story", "the quick brown fox"]:
            requests.put(p)
        while not requests.empty():
            answer(drain(requests, 4))
    """)
    assert (f.code, f.severity, f.span.line) == ("HF106", Severity.ERROR, GENERATE_LINE)
    assert f.detail == "the inputs hold 3 sequences"


def test_the_batch_stops_at_its_size():
    (f,) = findings("""\
        for p in ["a", "b", "c", "d", "e"]:
            requests.put(p)
        answer(drain(requests, 2))
    """)
    assert f.detail == "the inputs hold 2 sequences"


def test_a_non_blocking_get_drains_as_get_nowait():
    head = HEAD.replace("q.get_nowait()", "q.get(block=False)")
    (f,) = findings(
        """\
        requests.put("a")
        requests.put("b")
        answer(drain(requests, 8))
    """,
        head=head,
    )
    assert f.detail == "the inputs hold 2 sequences"


def test_a_batch_started_with_a_blocking_get_takes_the_rest():
    head = HEAD.replace("        batch = []\n", "        batch = [q.get()]\n")
    (f,) = findings(
        """\
        for p in ["a", "b", "c"]:
            requests.put(p)
        answer(drain(requests, 4))
    """,
        head=head,
    )
    assert f.detail == "the inputs hold 3 sequences"


def test_qsize_is_the_count_of_waiting_items():
    (f,) = findings("""\
        requests.put("a")
        requests.put("b")
        answer(["x"] * requests.qsize())
    """)
    assert f.detail == "the inputs hold 2 sequences"


# ---------------------------------------------------------------- clean


def test_batches_of_one_are_clean():
    assert (
        codes("""\
        for p in ["hello world", "tell me a story", "the quick brown fox"]:
            requests.put(p)
        while not requests.empty():
            answer(drain(requests, 1))
    """)
        == []
    )


def test_one_waiting_request_is_a_batch_of_one():
    assert (
        codes("""\
        requests.put("hello world")
        answer(drain(requests, 4))
    """)
        == []
    )


def test_an_empty_queue_makes_no_call():
    assert (
        codes("""\
        while not requests.empty():
            answer(drain(requests, 4))
    """)
        == []
    )


# ---------------------------------------------------------------- silent


def test_a_script_with_a_worker_thread_is_not_counted():
    assert (
        codes("""\
        import threading

        threading.Thread(target=lambda: None).start()
        for p in ["a", "b", "c"]:
            requests.put(p)
        answer(drain(requests, 4))
    """)
        == []
    )


def test_an_asyncio_queue_is_not_counted():
    head = HEAD.replace("requests = queue.Queue()", "import asyncio\nrequests = asyncio.Queue()")
    assert (
        codes(
            """\
        for p in ["a", "b", "c"]:
            requests.put_nowait(p)
        answer(drain(requests, 4))
    """,
            head=head,
        )
        == []
    )


def test_a_queue_handed_to_code_not_followed_is_not_counted():
    assert (
        codes("""\
        import somewhere

        for p in ["a", "b", "c"]:
            requests.put(p)
        somewhere.consume(requests)
        answer(drain(requests, 4))
    """)
        == []
    )


def test_the_deque_behind_the_queue_ends_the_count():
    assert (
        codes("""\
        requests.put("a")
        requests.put("b")
        requests.queue.clear()
        answer(["x"] * (requests.qsize() + 1))
    """)
        == []
    )


def test_a_method_taken_off_the_queue_ends_the_count():
    assert (
        codes("""\
        requests.put("a")
        requests.put("b")
        take = requests.get_nowait
        take()
        take()
        answer(["x"] * (requests.qsize() + 1))
    """)
        == []
    )


def test_a_method_taken_with_getattr_ends_the_count():
    assert (
        codes("""\
        requests.put("a")
        requests.put("b")
        take = getattr(requests, "get_nowait")
        take()
        take()
        answer(["x"] * (requests.qsize() + 1))
    """)
        == []
    )


def test_another_exception_leaves_the_loop_unknown():
    head = HEAD.replace("except queue.Empty:", "except KeyError:")
    assert (
        codes(
            """\
        for p in ["a", "b", "c"]:
            requests.put(p)
        answer(drain(requests, 4))
    """,
            head=head,
        )
        == []
    )
